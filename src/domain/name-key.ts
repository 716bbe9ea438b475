/**
 * The spelling key of a name: a consonant skeleton in one alphabet, so that a name typed in
 * Persian/Arabic letters finds the same name stored in Latin letters and the other way round
 * (تهرانی and Tehrani are both "thrny"). Persian script leaves short vowels unwritten, so the key
 * drops vowels on both sides; a word's first letter keeps its class (an initial vowel is "a":
 * Ali and علی are both "aly", the final i kept as below). The ledger stores nameSoundKey of
 * every passenger and /find looks up the key of each word typed: both sides must use this one
 * function. Pure, never throws.
 *
 * Classes (Latin | Persian): b ب · p پ · t ط ت · s ث س ص · j ج · c ch چ · h ح ه · x kh خ ·
 * d د · z zh ذ ز ض ظ ژ · r ر · w sh ش · q gh ق غ · f ph ف · k c ک · g گ · l ل · m م · n ن ·
 * v v w و (u, ou, oo too after the first letter: the Latin spellings of و; dropped at the end
 * of a word, خسرو = Khosro = Khosrow)
 * · y ی (only first: elsewhere ی is the vowel i) · vowels a e i o, ا آ ع ی dropped after the
 * first letter, but a final i (i, y, ee | ی) is "y": Rezaei and رضایی are "rzy", Reza and رضا "rz".
 * A final h/ه is dropped (Fatemeh, Fateme, فاطمه), double letters are one.
 */
import { foldText } from "./text-fold.js";

/**
 * What a letter (or Latin digraph) becomes: a consonant class (one letter), or a sound whose
 * class depends on its place: "vowel", "y", "u" (Latin u/ou/oo: a vowel first, v after) and
 * "semi" (و and Latin w: v first, v inside, dropped last).
 */
type Sound = string;

/** Latin, after foldText (lower case, no accents). Digraphs are read before single letters. */
const LATIN: Readonly<Record<string, Sound>> = {
  kh: "x", gh: "q", sh: "w", ch: "c", zh: "z", ph: "f", ck: "k", ou: "u", oo: "u",
  a: "vowel", e: "vowel", i: "vowel", o: "vowel", u: "u", w: "semi", y: "y",
  b: "b", c: "k", d: "d", f: "f", g: "g", h: "h", j: "j", k: "k", l: "l", m: "m", n: "n",
  p: "p", q: "q", r: "r", s: "s", t: "t", v: "v", x: "x", z: "z",
};

/** Persian/Arabic, after foldText (ي is ی, ك is ک, ة is ه, hamza forms are their bare letter). */
const PERSIAN: Readonly<Record<string, Sound>> = {
  "ا": "vowel", "ع": "vowel", "ی": "y", "و": "semi",
  "ب": "b", "پ": "p", "ت": "t", "ط": "t", "ث": "s", "س": "s", "ص": "s", "ج": "j", "چ": "c",
  "ح": "h", "ه": "h", "خ": "x", "د": "d", "ذ": "z", "ز": "z", "ض": "z", "ظ": "z", "ژ": "z",
  "ر": "r", "ش": "w", "غ": "q", "ق": "q", "ف": "f", "ک": "k", "گ": "g", "ل": "l", "م": "m", "ن": "n",
};

const SOUND = /kh|gh|sh|ch|zh|ph|ck|ou|oo|./gu;
/** A word ending in the vowel i: the one vowel Persian always writes at the end (رضایی, not رضا). */
const FINAL_I = /.(?:i|y|ee|ی)$/u;

/** The key of one word: its first letter's class, then its consonant classes, repeats folded. */
function wordKey(word: string): string {
  const sounds = (word.match(SOUND) ?? []).map((s) => LATIN[s] ?? PERSIAN[s]).filter((s): s is Sound => s !== undefined);
  const key: string[] = [];
  sounds.forEach((sound, i) => {
    const first = i === 0;
    const last = i === sounds.length - 1;
    let cls: string | null;
    if (sound === "vowel") cls = first ? "a" : null;
    else if (sound === "y") cls = first ? "y" : null;
    else if (sound === "u") cls = first ? "a" : last ? null : "v";
    else if (sound === "semi") cls = first ? "v" : last ? null : "v";
    else if (sound === "h" && last && !first) cls = null;
    else cls = sound;
    if (cls !== null && key[key.length - 1] !== cls) key.push(cls);
  });
  if (FINAL_I.test(word) && key[key.length - 1] !== "y") key.push("y");
  return key.join("");
}

/**
 * The spelling key of a passenger's name or of a /find query: one key per word, separated by
 * single spaces, in the order written; "" when nothing in it is a Latin or Persian letter.
 */
export function nameSoundKey(text: string): string {
  return foldedNameSoundKey(foldText(text));
}

/** nameSoundKey of a text foldText already folded (the ledger keeps both forms of a name). */
export function foldedNameSoundKey(folded: string): string {
  return folded
    .split(" ")
    .map(knownWordKey)
    .filter((key) => key !== "")
    .join(" ");
}

/**
 * Word keys already worked out: names repeat (a page of the feed holds a few thousand words,
 * most of them common names), and a key is the same however often it is asked for. Bounded.
 */
const WORD_KEYS = new Map<string, string>();
const MAX_WORD_KEYS = 50_000;

function knownWordKey(word: string): string {
  let key = WORD_KEYS.get(word);
  if (key === undefined) {
    if (WORD_KEYS.size >= MAX_WORD_KEYS) WORD_KEYS.clear();
    WORD_KEYS.set(word, (key = wordKey(word)));
  }
  return key;
}
