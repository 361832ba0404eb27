/** Colour maths shared by the client, its workers and the server. Pure TypeScript, no Node or DOM APIs. */
export { formatHex, hexToRgb, isHexColour, normaliseHex, parseHex, type Rgb } from './hex';
export { isInGamut, labToLch, labToRgb, labToRgbUnclamped, lchToLab, lchToRgb, rgbToLab, type Lab, type Lch } from './lab';
export { deltaE2000, deltaE76 } from './delta-e';
export { percentRatios } from './ratios';
export { DARK_TEXT, LIGHT_TEXT, luminance, textColourOn } from './contrast';
export { measurePaletteColours, nearestIndex, type MeasuredColour, type MeasureOptions } from './measure';
