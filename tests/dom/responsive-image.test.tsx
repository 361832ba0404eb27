import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountedRoot } from './support/mounted-root';
import { gridSizes, ResponsiveImage } from '../../src/components/responsive-image';
import { appSystem } from '../../src/app/theme/system';
import { copiesOfPicture } from '../../src/shared/media/responsive';

const view = mountedRoot();

function render(element: React.ReactElement) {
  act(() => view.root.render(<ChakraProvider value={appSystem()}>{element}</ChakraProvider>));
}

describe('ResponsiveImage', () => {
  it('offers a stored picture as AVIF, then WebP, at every width, with the sizes it is drawn at', () => {
    render(<ResponsiveImage src="/media/sd0123/thumb" alt="cover" sizes="(min-width: 768px) 33vw, 50vw" loading="lazy" />);
    const picture = view.host.querySelector('picture')!;
    const source = picture.querySelector('source')!;
    const img = picture.querySelector('img')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe('/media/sd0123/avif-320 320w, /media/sd0123/avif-480 480w, /media/sd0123/avif-640 640w');
    expect(source.getAttribute('sizes')).toBe('(min-width: 768px) 33vw, 50vw');
    expect(img.getAttribute('srcset')).toBe('/media/sd0123/webp-320 320w, /media/sd0123/webp-480 480w, /media/sd0123 640w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 33vw, 50vw');
    // The fallback is the URL the answer named (what offline packs keep).
    expect(img.getAttribute('src')).toBe('/media/sd0123/thumb');
    expect([img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['cover', 'lazy', null]);
  });

  it('fetches the LCP picture first and eagerly', () => {
    render(<ResponsiveImage src="/media/sd0123" alt="" priority loading="lazy" />);
    const img = view.host.querySelector('img')!;
    expect([img.getAttribute('fetchpriority'), img.getAttribute('loading')]).toEqual(['high', 'eager']);
  });

  it.each(['/images/not-found.svg', 'blob:http://localhost/abc', '/media/sd0123/original', 'https://cdn.example.com/media/x'])('shows %s as a plain image', (src) => {
    render(<ResponsiveImage src={src} alt="" />);
    expect(view.host.querySelector('picture')).toBeNull();
    const img = view.host.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes')]).toEqual([src, null, null]);
  });
});

describe('gridSizes', () => {
  it('turns column counts per breakpoint into sizes, widest screen first', () => {
    expect(gridSizes({ base: 2, md: 3, lg: 4, xl: 5 })).toBe('(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 768px) 34vw, 50vw');
    expect(gridSizes({ base: 1, sm: 2 })).toBe('(min-width: 480px) 50vw, 100vw');
  });
});

describe('copiesOfPicture', () => {
  it('lists the display copy first and the thumbnail last, the service worker\'s offline fallbacks', () => {
    expect(copiesOfPicture('sd1')).toEqual([
      '/media/sd1',
      '/media/sd1/avif-640',
      '/media/sd1/webp-640',
      '/media/sd1/avif-480',
      '/media/sd1/webp-480',
      '/media/sd1/avif-320',
      '/media/sd1/webp-320',
      '/media/sd1/thumb',
    ]);
  });
});
