/**
 * A handwritten-looking signature for the scanned papers drawn from an A/R item's facts (the signed delivery
 * ticket): the receiver's name written as one pen stroke per word, in SVG path syntax (pdfkit's doc.path draws it).
 * The same name always gives the same signature; the strokes follow the letters' shapes (loops for tall letters,
 * tails for descenders, humps for the rest), so it reads as a hurried signature rather than a drawing.
 */

/** Who signs for deliveries at the demo customers' back doors: a receiver by the item's reference. */
const RECEIVERS = [
  'Maria Lopez',
  'Dan Whitaker',
  'Priya Shah',
  'Tom Becker',
  'Jen Alvarez',
  'Marcus Reed',
  'Ellen Park',
  'Luis Ortega',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The person who signed the ticket of `reference`. */
export function receiverOf(reference: string): string {
  return RECEIVERS[hash(reference) % RECEIVERS.length] ?? 'Maria Lopez';
}

const TALL = new Set('bdfhklt');
const DEEP = new Set('gjpqyz');

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * The signature of `name` as an SVG path: baseline at y = 0, letters up to about -26 (capitals), tails to about +12,
 * about 7 units per small letter. Its width is returned for placing it.
 */
export function signaturePath(name: string): { d: string; width: number } {
  let seed = hash(name) || 1;
  const wobble = (amount: number) => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
    seed = Math.imul(seed ^ (seed >>> 13), 3266489909) >>> 0;
    return ((seed % 1000) / 1000 - 0.5) * 2 * amount;
  };
  let x = 0;
  const parts: string[] = [];
  for (const word of name.split(/\s+/).filter((w) => w !== '')) {
    const [first = '', ...rest] = [...word];
    // The capital: a tall loop the pen starts with, from below the baseline.
    const h = 24 + wobble(3);
    parts.push(
      `M${f(x)} ${f(4)} C${f(x + 2)} ${f(-h * 0.5)} ${f(x + 4)} ${f(-h)} ${f(x + 9)} ${f(-h)} C${f(x + 15)} ${f(-h)} ${f(x + 13)} ${f(-h * 0.4)} ${f(x + 5)} ${f(-h * 0.35)} C${f(x + 12)} ${f(-h * 0.3)} ${f(x + 15)} ${f(-4)} ${f(x + 12)} 0`,
    );
    x += first === first.toLowerCase() ? 10 : 14;
    // Hurried: the last letters of a long word flatten into a line.
    const written = rest.slice(0, 6);
    for (const ch of written) {
      const c = ch.toLowerCase();
      const w = 6.5 + wobble(1.5);
      if (TALL.has(c)) {
        const t = 20 + wobble(3);
        parts.push(
          `C${f(x + w * 0.3)} ${f(-t * 0.6)} ${f(x + w * 1.1)} ${f(-t)} ${f(x + w * 0.6)} ${f(-t)} C${f(x + w * 0.1)} ${f(-t)} ${f(x + w * 0.2)} ${f(-t * 0.3)} ${f(x + w)} 0`,
        );
      } else if (DEEP.has(c)) {
        const d = 11 + wobble(2);
        parts.push(
          `C${f(x + w * 0.4)} ${f(-9)} ${f(x + w * 0.9)} ${f(-6)} ${f(x + w * 0.7)} ${f(d * 0.5)} C${f(x + w * 0.5)} ${f(d)} ${f(x)} ${f(d)} ${f(x + w)} ${f(-1)}`,
        );
      } else {
        const m = 8 + wobble(2.5);
        parts.push(
          `C${f(x + w * 0.15)} ${f(-m)} ${f(x + w * 0.45)} ${f(-m)} ${f(x + w * 0.5)} ${f(-m * 0.6)} C${f(x + w * 0.55)} ${f(-m * 0.1)} ${f(x + w * 0.8)} ${f(-1)} ${f(x + w)} 0`,
        );
      }
      x += w;
    }
    if (rest.length > written.length) {
      const tail = (rest.length - written.length) * 4;
      parts.push(
        `C${f(x + tail * 0.3)} ${f(-3 + wobble(1))} ${f(x + tail * 0.7)} ${f(1 + wobble(1))} ${f(x + tail)} ${f(-2)}`,
      );
      x += tail;
    }
    x += 9 + wobble(2);
  }
  // The flourish: back under the name.
  parts.push(
    `M${f(x - 6)} ${f(-6)} C${f(x + 4)} ${f(6)} ${f(x * 0.5)} ${f(10 + wobble(2))} ${f(4)} ${f(8 + wobble(2))}`,
  );
  return { d: parts.join(' '), width: x + 6 };
}
