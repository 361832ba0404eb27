import { describe, expect, it } from 'vitest';
import { deferEntryStylesheets } from '../../scripts/deferred-stylesheets';

describe('deferEntryStylesheets (issue #11)', () => {
  it('turns the entry stylesheet Vite writes into a marked style preload, leaving every other link as it was', () => {
    const head = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
      '<link rel="modulepreload" crossorigin href="/assets/react-CtBJOIeH.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-DqBrbVyD.css">',
    ].join('\n');
    expect(deferEntryStylesheets(head).split('\n')).toEqual([
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
      '<link rel="modulepreload" crossorigin href="/assets/react-CtBJOIeH.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/index-DqBrbVyD.css" data-app-stylesheet>',
    ]);
  });

  it('defers every entry stylesheet, with or without crossorigin', () => {
    const html = '<link rel="stylesheet" href="/assets/a-1.css"><link rel="stylesheet" crossorigin href="/assets/b-2.css">';
    expect(deferEntryStylesheets(html)).toBe(
      '<link rel="preload" as="style" href="/assets/a-1.css" data-app-stylesheet><link rel="preload" as="style" crossorigin href="/assets/b-2.css" data-app-stylesheet>',
    );
  });
});
