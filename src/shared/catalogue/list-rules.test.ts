import { describe, expect, it } from 'vitest';
import {
  defaultListType,
  defaultSort,
  dropZeroArgs,
  encodeKeywords,
  guestListType,
  hidesPublishTime,
  lastSubcolumn,
  LIST_HOME_PAGE_NAME,
  pageSizeFor,
  parseKeywords,
  showsPatternNotice,
  SPECIAL_TOPIC_PAGE_NAME,
} from './list-rules';

describe('list arguments', () => {
  it('drops arguments whose value is the string 0, keeps number 0 and other strings', () => {
    expect(dropZeroArgs({ channel: '20850', column: '0', p: '1', attrs: '0', key_words: '00', type: 0, tv: undefined })).toEqual({
      channel: '20850',
      p: '1',
      key_words: '00',
      type: 0,
    });
  });

  it('takes the last comma-separated sub-column', () => {
    expect(lastSubcolumn('1,2,3')).toBe(3);
    expect(lastSubcolumn(' 7 , 9 ,')).toBe(9);
    expect(lastSubcolumn('5')).toBe(5);
    expect(lastSubcolumn(12)).toBe(12);
    expect(lastSubcolumn('')).toBeUndefined();
    expect(lastSubcolumn('1,x')).toBeUndefined();
    expect(lastSubcolumn(undefined)).toBeUndefined();
  });
});

describe('keywords', () => {
  it('trims, splits on the word separator and URL-decodes each word', () => {
    expect(parseKeywords('  连衣裙   dress ')).toEqual(['连衣裙', 'dress']);
    expect(parseKeywords('%E8%BF%9E%E8%A1%A3%E8%A3%99 a%20b')).toEqual(['连衣裙', 'a b']);
    expect(parseKeywords('碎花\u3000连衣裙')).toEqual(['碎花', '连衣裙']);
    expect(parseKeywords('dress dress')).toEqual(['dress']);
    expect(parseKeywords('')).toEqual([]);
    expect(parseKeywords(undefined)).toEqual([]);
  });

  it('keeps a word that is not valid percent-encoding as typed', () => {
    expect(parseKeywords('100%棉 %zz')).toEqual(['100%棉', '%zz']);
  });

  it('encodes words so that decoding gives them back', () => {
    const words = ['100%棉', 'a b', '连衣裙', 'x~y'];
    expect(parseKeywords(encodeKeywords(words))).toEqual(words);
  });
});

describe('list defaults', () => {
  it('sorts hot for image search or setting bit 2, new otherwise', () => {
    expect(defaultSort({})).toBe('new');
    expect(defaultSort({ setting: 1 | 16 })).toBe('new');
    expect(defaultSort({ setting: 2 })).toBe('hot');
    expect(defaultSort({ imageSearch: true })).toBe('hot');
  });

  it('picks the default content type from route, channel and setting bits 1 and 16', () => {
    expect(defaultListType('trend', 20850, 0)).toBeUndefined();
    expect(defaultListType('trend', 20850, 1)).toBe(3);
    expect(defaultListType('pattern', 20850, 0)).toBe(401);
    expect(defaultListType('inspiration', 20850, 16)).toBe(3);
    expect(defaultListType('pattern_pattern_craft', 143216, 0)).toBe(3);
    expect(defaultListType('pattern_pattern_material', 20850, 0)).toBe(401);
  });

  it('switches guests to 402 on the preview routes and to 4 on search column -142222', () => {
    for (const route of ['brand', 'style_brand', 'style_market', 'vmd', 'street_photo', 'show']) expect(guestListType(route, 1)).toBe(402);
    expect(guestListType('search', -142222)).toBe(4);
    expect(guestListType('trend', 1001)).toBeUndefined();
  });

  it('uses 80 per page for search and colour lists, 40 otherwise', () => {
    expect(pageSizeFor({ search: false, colour: false })).toBe(40);
    expect(pageSizeFor({ search: true, colour: false })).toBe(80);
    expect(pageSizeFor({ search: false, colour: true })).toBe(80);
  });

  it('hides the publish time only for column 146863 / sub-column 35881 on 20850', () => {
    expect(hidesPublishTime(20850, 146863, 35881)).toBe(true);
    expect(hidesPublishTime(20840, 146863, 35881)).toBe(false);
    expect(hidesPublishTime(20850, 146863, null)).toBe(false);
  });

  it('shows the pattern notice on pattern, on pattern sub-routes of channel 159151, never at status -1', () => {
    expect(showsPatternNotice('pattern', 20850, 200)).toBe(true);
    expect(showsPatternNotice('pattern', 20850, -1)).toBe(false);
    expect(showsPatternNotice('pattern', 20850, 'loading')).toBe(true);
    expect(showsPatternNotice('pattern_pattern_craft', 159151, 4000)).toBe(true);
    expect(showsPatternNotice('pattern_pattern_craft', 20850, 200)).toBe(false);
    expect(showsPatternNotice('trend', 159151, 200)).toBe(false);
  });

  it('accepts page names of letters and underscore (listHome) and also digits (specialTopic)', () => {
    expect(LIST_HOME_PAGE_NAME.test('trend_home')).toBe(true);
    expect(LIST_HOME_PAGE_NAME.test('home2')).toBe(false);
    expect(SPECIAL_TOPIC_PAGE_NAME.test('ss26_topic_2')).toBe(true);
    expect(SPECIAL_TOPIC_PAGE_NAME.test('a-b')).toBe(false);
  });
});
