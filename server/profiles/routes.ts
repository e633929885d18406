import { randomBytes } from 'node:crypto';
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clients, photos, profiles } from '../db/schema';
import { clientOf, type Authenticator } from '../http/auth';
import { fieldErrors, fieldProblem, forbidden, ProblemError, validationProblem } from '../http/problem';
import type { ComponentValidator } from '../http/spec';
import type { Handlers, Schemas } from '../http/types';
import { birthdateProblem, todayInFrance } from '../lib/birthdate';
import { isTemporaryEmail } from '../lib/contact';
import { imageType } from '../lib/image';
import { signedUpClient } from '../session';
import { activeSubscriptions, nextColorIndex, ownProfile, profileNotFound, profileView, profileViews, syncClientStatuses } from './profiles';

/** What the profile calls work with. */
export interface ProfileDeps {
  db: Database;
  config: ServerConfig;
  /** Checks the quiz account's token when a profile moves to a signed-up account. */
  sessions: Authenticator;
}

type Gender = Schemas['ProfileGender'];
type ProfileType = Schemas['ProfileType'];

const PROFILE_REQUIRED = 'Firstname, gender are mandatory. birthdate is mandatory for KIDS.';
const TYPE_OF_GENDER: Record<Gender, ProfileType> = { BOY: 'KID', GIRL: 'KID', WOMAN: 'WOMAN' };
const QUIZ_OF_TYPE: Record<ProfileType, string> = { KID: 'KidQuiz', WOMAN: 'WomanQuiz' };
const NEW_PROFILE_STATUS: Record<ProfileType, Schemas['ProfileSubscriptionStatus']> = { KID: 'PROSPECT_WITH_KID', WOMAN: 'PROSPECT_WITH_WOMAN' };

const BIRTHDATE_PROBLEMS = {
  INVALID_BIRTHDATE: { title: 'Invalid birthdate', detail: 'birthdate cannot be after today' },
  KID_TOO_OLD: { title: 'Too old for a kid profile', detail: 'birthdate must be less than 15 years ago: kids are dressed up to 14' },
};

/** A free text as stored: trimmed, and null when nothing is left. */
const text = (value: string | null) => value?.trim() || null;

const photoProblem = (status: number, type: string, title: string, detail: string) =>
  new ProblemError(status, type, title, detail, [{ field: 'photo', pointer: '/photo', in: 'body', detail }]);

/** The file of the form field `photo`, read whole (the first file when several are sent). */
async function readPhoto(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file || file.fieldname !== 'photo') throw photoProblem(400, 'VALIDATION_ERROR', 'Invalid request', 'photo is required');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw photoProblem(413, 'PAYLOAD_TOO_LARGE', 'Payload too large', `photo must be at most ${maxBytes} bytes`);
    }
    throw photoProblem(400, 'VALIDATION_ERROR', 'Invalid request', 'photo must be sent as a file of a multipart/form-data body');
  }
}

export function profileHandlers({ db, config, sessions }: ProfileDeps, validate: ComponentValidator): Handlers {
  /** The rules a profile keeps after each change: a gender of its type, a kid's age, answers of its quiz. */
  function check(profile: { gender: Gender; type: ProfileType; birthdate: string | null; quiz: Schemas['ProfileQuiz'] }) {
    if (TYPE_OF_GENDER[profile.gender] !== profile.type) {
      const allowed = profile.type === 'KID' ? 'BOY or GIRL' : 'WOMAN';
      throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'gender', `gender must be ${allowed} for a ${profile.type} profile`);
    }
    if (profile.type === 'KID' && profile.birthdate === null) {
      throw validationProblem([{ field: 'birthdate', pointer: '/birthdate', in: 'body', detail: 'birthdate is required' }], PROFILE_REQUIRED);
    }
    const problem = profile.birthdate === null ? null : birthdateProblem(profile.birthdate, profile.type === 'KID', todayInFrance());
    if (problem) throw fieldProblem(problem, BIRTHDATE_PROBLEMS[problem].title, 'birthdate', BIRTHDATE_PROBLEMS[problem].detail);
    const findings = validate(QUIZ_OF_TYPE[profile.type], profile.quiz, '/quiz');
    if (findings.length) throw validationProblem(fieldErrors(findings, 'body'));
  }

  return {
    async listKids(request) {
      const { clientId } = clientOf(request);
      return profileViews(db, await db.select().from(profiles).where(eq(profiles.clientId, clientId)).orderBy(asc(profiles.id)));
    },

    async getKid(request) {
      return profileView(db, await ownProfile(db, clientOf(request).clientId, request.params.id));
    },

    async createKid(request, reply) {
      const { clientId } = clientOf(request);
      const body = request.body;
      const type = body.profile_type ?? TYPE_OF_GENDER[body.gender];
      const fields = { gender: body.gender, type, birthdate: body.birthdate ?? null, quiz: body.quiz ?? {} };
      check(fields);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(profiles)
          .values({
            clientId,
            firstname: body.firstname.trim(),
            gender: fields.gender,
            profileType: type,
            birthdate: fields.birthdate,
            description: text(body.description ?? null),
            subscriptionStatus: NEW_PROFILE_STATUS[type],
            colorIndex: await nextColorIndex(tx, clientId, fields.gender),
            quiz: fields.quiz,
          })
          .returning();
        await syncClientStatuses(tx, clientId);
        return row!;
      });
      reply.status(201);
      return profileView(db, row);
    },

    async updateKid(request) {
      const { clientId } = clientOf(request);
      const current = await ownProfile(db, clientId, request.params.id);
      const patch = request.body;
      const fields = {
        gender: patch.gender ?? (current.gender as Gender),
        type: current.profileType as ProfileType,
        birthdate: patch.birthdate === undefined ? current.birthdate : patch.birthdate,
        // Checked below against the quiz of the profile's type.
        quiz: (patch.quiz ?? current.quiz) as Schemas['ProfileQuiz'],
      };
      check(fields);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(profiles)
          .set({
            ...(patch.firstname !== undefined ? { firstname: patch.firstname.trim() } : {}),
            ...(patch.description !== undefined ? { description: text(patch.description) } : {}),
            gender: fields.gender,
            birthdate: fields.birthdate,
            quiz: fields.quiz,
            // A kid who changes gender takes the next palette of the new one.
            colorIndex: fields.gender === current.gender ? current.colorIndex : await nextColorIndex(tx, clientId, fields.gender),
            updatedAt: new Date(),
          })
          .where(and(eq(profiles.id, current.id), eq(profiles.clientId, clientId)))
          .returning();
        if (!row) throw profileNotFound();
        return row;
      });
      return profileView(db, row);
    },

    async deleteKid(request, reply) {
      const { clientId } = clientOf(request);
      const { id } = await ownProfile(db, clientId, request.params.id);
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(profiles)
          .where(and(eq(profiles.id, id), eq(profiles.clientId, clientId), notExists(activeSubscriptions(tx))))
          .returning({ id: profiles.id });
        if (!deleted.length) {
          throw new ProblemError(409, 'PROFILE_HAS_SUBSCRIPTION', 'Profile has a subscription', 'A profile with an ongoing or paused subscription cannot be deleted');
        }
        await syncClientStatuses(tx, clientId);
      });
      return reply.status(204).send();
    },

    async uploadKidPhoto(request) {
      const { clientId } = clientOf(request);
      const profile = await ownProfile(db, clientId, request.params.id);
      const bytes = await readPhoto(request, config.photoMaxBytes);
      const contentType = imageType(bytes);
      if (!contentType) throw photoProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', 'photo must be a JPEG, PNG or WebP image');
      await db.transaction(async (tx) => {
        await tx.delete(photos).where(eq(photos.profileId, profile.id));
        await tx.insert(photos).values({ id: randomBytes(24).toString('base64url'), profileId: profile.id, contentType, bytes });
      });
      return profileView(db, profile);
    },

    async getPhoto(request, reply) {
      const [photo] = await db.select().from(photos).where(eq(photos.id, request.params.photoId));
      if (!photo) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such photo');
      return reply
        .header('Content-Type', photo.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.bytes);
    },

    async reassignKid(request) {
      const { id: clientId } = await signedUpClient(db, clientOf(request).clientId, 'A profile moves to a signed-up account only');
      const source = await sessions.authenticate(request.body.source_access_token);
      const [sourceClient] = source ? await db.select({ email: clients.email }).from(clients).where(eq(clients.id, source.clientId)) : [];
      if (!source || !sourceClient || !isTemporaryEmail(sourceClient.email)) {
        throw forbidden('source_access_token must be a valid access token of the quiz account that holds the profile');
      }
      const profile = await ownProfile(db, source.clientId, request.params.id);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(profiles)
          .set({ clientId, colorIndex: await nextColorIndex(tx, clientId, profile.gender), updatedAt: new Date() })
          .where(and(eq(profiles.id, profile.id), eq(profiles.clientId, source.clientId)))
          .returning();
        if (!row) throw profileNotFound();
        await syncClientStatuses(tx, clientId);
        if (await tx.$count(profiles, eq(profiles.clientId, source.clientId))) await syncClientStatuses(tx, source.clientId);
        else await tx.delete(clients).where(eq(clients.id, source.clientId));
        return row;
      });
      return profileView(db, row);
    },
  };
}
