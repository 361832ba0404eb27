// The person segmentation model's files as our own assets (issue #13 item 3): Vite emits them from
// the npm package (a devDependency: only these two files reach the build) into dist/assets with
// hashed names, so nothing is fetched from a CDN and the service worker keeps them after the first
// use (sw.ts, LEARNED_CACHE). The package's `exports` do not list them, hence the paths into node_modules.
import selfieWeights from '../../../node_modules/@vladmandic/human/models/selfie.bin?url';
import selfieJson from '../../../node_modules/@vladmandic/human/models/selfie.json?url';
import type { SelfieFiles } from './selfie';

export const SELFIE_FILES: SelfieFiles = { modelJson: selfieJson, weights: selfieWeights };
