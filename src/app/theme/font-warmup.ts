import { fontSizes, fontStacks, fontWeights } from './fonts';

type SizeToken = keyof typeof fontSizes;
type WeightToken = keyof typeof fontWeights;

/**
 * The fonts the first screens are set in, the most used first: body text in the sans stack, headings
 * in the display serif (read off the home, list, search, colour and detail pages at phone and
 * desktop widths).
 */
const FIRST_SCREEN_TYPE: [stack: keyof typeof fontStacks, size: SizeToken, weights: WeightToken[]][] = [
  ['sans', 'sm', ['normal', 'medium', 'semibold']],
  ['sans', 'xs', ['normal', 'medium', 'semibold']],
  ['sans', 'md', ['normal', 'medium', 'semibold']],
  ['sans', '2xs', ['normal', 'medium']],
  ['sans', 'lg', ['normal']],
  ['serif', 'xl', ['bold']],
  ['serif', 'lg', ['bold']],
  ['serif', '2xl', ['bold', 'semibold']],
  ['serif', 'md', ['bold']],
  ['serif', '3xl', ['bold', 'semibold']],
  ['serif', '4xl', ['bold', 'semibold']],
];

/** Chinese, Latin and digits: each script may resolve to a font of its own within a stack. */
const SAMPLE = '潮织趋势报告 Trendloom 2026';

interface Font {
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
}

/** Each font in the order they are warmed. */
const FIRST_SCREEN_FONTS: readonly Font[] = FIRST_SCREEN_TYPE.flatMap(([stack, size, weights]) =>
  weights.map((weight) => ({ fontFamily: fontStacks[stack], fontSize: fontSizes[size], fontWeight: fontWeights[weight] })),
);

/**
 * Sets a line of sample text in each font of the first screen while the page waits for its data,
 * one font per task, and stops when `until` says the page is about to render.
 *
 * A font's first use in a renderer costs a lookup and a shaping set-up (on Linux, round trips to the
 * browser process for fontconfig): a page's first layout looked up twenty to forty of them, half or
 * more of that layout's time and the longest task of a load (issue #11). Done here, each is a
 * short task in time the main thread would otherwise spend waiting on the network. The boot shell
 * is all there is to lay out meanwhile, so each forced layout measures one line.
 */
export function warmUpFonts(until: () => boolean): void {
  let warmed = 0;
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict;pointer-events:none';
  document.body.append(box);
  const next = () => {
    const font = FIRST_SCREEN_FONTS[warmed++];
    if (font === undefined || until()) {
      box.remove();
      return;
    }
    const line = document.createElement('span');
    // Family, size and weight alone: the page's other font settings (features, rendering) apply as they
    // will to its text, and each combination is a font of its own.
    Object.assign(line.style, font);
    line.style.whiteSpace = 'nowrap';
    line.textContent = SAMPLE;
    box.append(line);
    void line.offsetWidth;
    // A timer, not yieldToMain: scheduler.yield() would resume ahead of the page's own queued tasks
    // (its data arriving), which this spare-time work must not delay.
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
