import { describe, expect, it } from 'vitest';
import { guestRedirect, safeRedirect } from './guard-rules';

describe('guestRedirect', () => {
  it.each([
    ['/', 'login'],
    ['/index/home', 'login'],
    ['/updateDetail/12', 'login'],
    ['/detail/articleDetail', 'login'],
    ['/detail/archivePage/id/3/p/1', 'login'],
    ['/detail/planning/channel/20850/id/3/mode/1/type/1', 'login'],
    ['/detail/d3d/channel/20850/id/7', 'login'],
    ['/fittingRoom/channel/20850', 'login'],
    ['/list/diylayout/myWorks/1/channel/20850/p/1', 'login'],
    ['/list/diylayout/doc/channel/20850', 'login'],
    ['/detail/diylayoutDoc', 'login'],
    ['/detail/diylayout/admin/preview/type/1/id/d-1', 'login'],
    ['/exportPDF/diylayout/id/d-1', 'login'],
    ['/list/diylayout/templateLibrary/channel/20850/p/1', null],
    ['/cloudThink', 'login'],
    ['/colorTrend/detail/channel/20850', 'login'],
    ['/userCenter', 'home'],
    ['/userCenter/myFoot', 'home'],
    ['/userCenter/member', 'home'],
    ['/list/search', null],
    ['/detail/books', null],
    ['/detail/pictureInfo', null],
    ['/colorTrend/center', null],
    ['/index/noAccess/id/3/type/4', null],
    ['/login', null],
  ] as const)('%s → %s', (path, expected) => {
    expect(guestRedirect(path)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeRedirect('/list/search?channel=20850')).toBe('/list/search?channel=20850');
    expect(safeRedirect('//evil.example/x')).toBe('/index/home');
    expect(safeRedirect('https://evil.example')).toBe('/index/home');
    expect(safeRedirect('/\\evil.example')).toBe('/index/home');
    expect(safeRedirect(null)).toBe('/index/home');
  });
});
