import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_LIMITS, COMMENT_MESSAGES, type ImageComment } from '../../src/shared/contract/calls/reading';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { loadFixture } from './catalogue-fixture';

/** General/imageComment and addImageComment: comments on pictures, escaped, limited, rate limited in the database. */

let t: TestApp;
const cookies = { guest: '', writer: '', burst: '', vip: '' };

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  await createUser(t.db, 'writer');
  await createUser(t.db, 'burster');
  await createUser(t.db, 'comment-vip', { vipDays: 30, channels: [20850, 20840, 20860] });
  cookies.writer = (await login(t.app, 'writer')).cookie;
  cookies.burst = (await login(t.app, 'burster')).cookie;
  cookies.vip = (await login(t.app, 'comment-vip')).cookie;
});
afterAll(() => t.dispose());

const call = async <T>(who: keyof typeof cookies, name: string, params: Record<string, unknown>) => {
  const { body } = await callAs(t.app, cookies[who], name, params);
  return body as { status: number; msg: string; data: T };
};
const add = (who: keyof typeof cookies, params: Record<string, unknown>) => call<ImageComment>(who, 'oct/General/addImageComment', params);

describe('picture comments', () => {
  it('a member comments on a picture; everyone who may open the item reads it, newest first, escaped', async () => {
    const first = await add('writer', { id: 10_001, picture_id: 'img2', content: '  配色很好看  ' });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ item_id: 10_001, picture_id: 'img2', content: '配色很好看', username: 'writer', mine: true });
    const markup = await add('writer', { id: 10_001, picture_id: 'img2', content: '<img src=x onerror="alert(1)"> & \'quote\'' });
    expect(markup.data.content).toBe('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;quote&#39;');

    const list = await call<{ list: ImageComment[]; count: number }>('guest', 'oct/General/imageComment', { id: 10_001, picture_id: 'img2' });
    expect(list.data.count).toBe(2);
    expect(list.data.list.map((c) => c.id)).toEqual([markup.data.id, first.data.id]);
    expect(list.data.list.every((c) => !c.mine)).toBe(true);
    expect(JSON.stringify(list.data)).not.toContain('<img');
    // The item as a whole and its other pictures have their own threads.
    expect((await call('guest', 'oct/General/imageComment', { id: 10_001 })).status).toBe(4000);
  });

  it('length limits count Chinese as 2 (spec §5): 140 Chinese characters or 280 ASCII; empty refused', async () => {
    expect((await add('writer', { id: 10_003, content: '好'.repeat(140) })).status).toBe(200);
    expect(await add('writer', { id: 10_003, content: '好'.repeat(141) })).toMatchObject({ status: 400, msg: COMMENT_MESSAGES.tooLong });
    expect(await add('writer', { id: 10_003, content: ' \u3000 ' })).toMatchObject({ status: 400, msg: COMMENT_MESSAGES.empty });
    expect(await add('writer', { id: 10_003, picture_id: 'secret', content: 'x' })).toMatchObject({ status: 400, msg: COMMENT_MESSAGES.noPicture });
    expect((await add('guest', { id: 10_003, content: 'x' })).status).toBe(401);
  });

  it('a locked VIP item\'s comments are part of its locked page', async () => {
    expect((await add('writer', { id: 10_009, content: '想看' })).status).toBe(9527);
    expect((await add('vip', { id: 10_009, content: 'VIP 评论' })).status).toBe(200);
    expect((await call('guest', 'oct/General/imageComment', { id: 10_009 })).status).toBe(9527);
    expect((await call<{ count: number }>('vip', 'oct/General/imageComment', { id: 10_009 })).data.count).toBe(1);
  });

  it(`rate limit: ${COMMENT_LIMITS.perMinute} a minute per member, counted in the database even for concurrent posts`, async () => {
    const answers = await Promise.all(Array.from({ length: COMMENT_LIMITS.perMinute + 3 }, (_, i) => add('burst', { id: 10_004, content: `第${i}条` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(COMMENT_LIMITS.perMinute);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused).toMatchObject({ status: 429, msg: COMMENT_MESSAGES.tooMany });
    expect((await call<{ count: number }>('guest', 'oct/General/imageComment', { id: 10_004 })).data.count).toBe(COMMENT_LIMITS.perMinute);
    // Another member is not held up.
    expect((await add('writer', { id: 10_004, content: '我也说一句' })).status).toBe(200);
  });
});
