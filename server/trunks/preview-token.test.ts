import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readPreviewToken, signPreviewToken } from './preview-token';

const key = new Uint8Array(32).fill(7);
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('preview tokens', () => {
  it('name their request until the preview’s deadline', async () => {
    const deadline = inAnHour();
    const token = await signPreviewToken(key, 42, deadline);
    expect(await readPreviewToken(key, token)).toBe(42);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ rid: 42, purpose: 'preview-skip', exp: Math.floor(deadline.getTime() / 1000) });
  });

  it('name nothing once expired, signed with another key, made for another purpose, or malformed', async () => {
    expect(await readPreviewToken(key, await signPreviewToken(key, 42, new Date(Date.now() - 1000)))).toBeNull();
    expect(await readPreviewToken(key, await signPreviewToken(new Uint8Array(32), 42, inAnHour()))).toBeNull();
    const other = await new SignJWT({ rid: 42, purpose: 'access' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    expect(await readPreviewToken(key, other)).toBeNull();
    const noRequest = await new SignJWT({ purpose: 'preview-skip' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    expect(await readPreviewToken(key, noRequest)).toBeNull();
    expect(await readPreviewToken(key, 'abc.def.ghi')).toBeNull();
  });
});
