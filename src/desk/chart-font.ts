import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";

/**
 * The charts' one font: Vazirmatn, from the vazirmatn package, registered once. It carries
 * Persian and Arabic letters (shaped and joined by the canvas's text engine), Persian and
 * Arabic-Indic digits and Latin, so a chart looks the same on any machine, even one without a
 * single system font.
 */
export const CHART_FONT = "Vazirmatn";

let registered = false;

export function registerChartFont(): void {
  if (registered) return;
  const folder = join(dirname(createRequire(import.meta.url).resolve("vazirmatn/package.json")), "fonts", "ttf");
  for (const file of ["Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf"]) {
    if (!GlobalFonts.registerFromPath(join(folder, file), CHART_FONT)) {
      throw new Error(`chart font not loaded: ${join(folder, file)}`);
    }
  }
  registered = true;
}
