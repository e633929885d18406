import { jwtVerify, SignJWT } from 'jose';

/** What a preview token lets its bearer do: skip the preview of one request, and nothing else. */
const PURPOSE = 'preview-skip';

/** The token of a preview mail's skip link: it names the request and lasts until the preview's deadline. */
export function signPreviewToken(key: Uint8Array, requestId: number, deadline: Date): Promise<string> {
  return new SignJWT({ rid: requestId, purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(deadline.getTime() / 1000))
    .sign(key);
}

/** The request a preview token names; null when it is malformed, tampered with, expired or made for something else. */
export async function readPreviewToken(key: Uint8Array, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return payload.purpose === PURPOSE && Number.isSafeInteger(payload.rid) && (payload.rid as number) > 0 ? (payload.rid as number) : null;
  } catch {
    return null;
  }
}
