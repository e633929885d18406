import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { photos } from '../db/schema';
import { ProblemError } from '../http/problem';
import { imageType } from '../lib/image';
import type { ProfileRow } from './profiles';

type PhotoRow = typeof photos.$inferSelect;

/** A problem with the form field `photo`. */
export const photoProblem = (status: number, type: string, title: string, detail: string) =>
  new ProblemError(status, type, title, detail, [{ field: 'photo', pointer: '/photo', in: 'body', detail }]);

/** The profile's photo becomes these bytes: a JPEG, PNG or WebP image by its content, whatever the upload declared. */
export async function savePhoto(db: Database, profile: ProfileRow, bytes: Buffer): Promise<void> {
  const contentType = imageType(bytes);
  if (!contentType) throw photoProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', 'photo must be a JPEG, PNG or WebP image');
  await db.transaction(async (tx) => {
    await tx.delete(photos).where(eq(photos.profileId, profile.id));
    await tx.insert(photos).values({ id: randomBytes(24).toString('base64url'), profileId: profile.id, contentType, bytes });
  });
}

/** A photo by its id (an unguessable name), or a 404. */
export async function photoOf(db: Database, id: string): Promise<PhotoRow> {
  const [photo] = await db.select().from(photos).where(eq(photos.id, id));
  if (!photo) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such photo');
  return photo;
}
