import { describe, expect, it } from "vitest";
import { maskEmail, maskNationalCode, maskPassport, maskPhone, maskTail } from "../../src/domain/mask.js";

describe("maskTail", () => {
  it.each([
    ["0012345678", "••••5678"],
    ["12345678", "••••5678"],
    ["1234567", "••••567"],
    ["123456", "••••456"],
    ["1234", "••••34"],
    ["123", "••••3"],
    ["12", "••••2"],
    ["1", "••••"],
    ["", ""],
    ["   ", ""],
  ])("masks %j as %j, never showing a value whole", (value, masked) => {
    expect(maskTail(value)).toBe(masked);
  });

  it("counts characters, not UTF-16 units, and reads Persian digits", () => {
    expect(maskTail("😀😀😀😀😀😀😀😀")).toBe("••••😀😀😀😀");
    expect(maskTail("۱۲۳۴۵۶۷۸")).toBe("••••5678");
  });
});

describe("masks per kind", () => {
  it("keeps the tail of a national code's digits", () => {
    expect(maskNationalCode("0499370899")).toBe("••••0899");
    expect(maskNationalCode("۰۴۹۹۳۷۰۸۹۹")).toBe("••••0899");
    expect(maskNationalCode("")).toBe("");
  });

  it("keeps the tail of a passport's letters and digits", () => {
    expect(maskPassport("k1234 5678")).toBe("••••5678");
    expect(maskPassport("AB-12")).toBe("••••12");
  });

  it("keeps the tail of a phone's digits, whatever its spacing", () => {
    expect(maskPhone("+98 912 123 4567")).toBe("••••4567");
    expect(maskPhone("(0912) 123-4567")).toBe("••••4567");
    expect(maskPhone("—")).toBe("");
  });

  it("keeps an email's domain and the tail of its name", () => {
    expect(maskEmail("m.karimi@gmail.com")).toBe("••••rimi@gmail.com");
    expect(maskEmail("ab@gmail.com")).toBe("••••b@gmail.com");
    expect(maskEmail("a@gmail.com")).toBe("••••@gmail.com");
  });

  it("masks a malformed email as any value", () => {
    expect(maskEmail("karimi.gmail.com")).toBe("••••.com");
    expect(maskEmail("@gmail.com")).toBe("••••.com");
    expect(maskEmail("karimi@")).toBe("••••mi@");
    expect(maskEmail("")).toBe("");
  });
});
