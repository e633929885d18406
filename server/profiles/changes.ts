import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, profiles } from '../db/schema';
import type { Authenticator } from '../http/auth';
import { fieldErrors, fieldProblem, forbidden, ProblemError, validationProblem } from '../http/problem';
import type { ComponentValidator } from '../http/spec';
import type { Schemas } from '../http/types';
import { birthdateProblem, todayInFrance } from '../lib/birthdate';
import { isTemporaryEmail } from '../lib/contact';
import { signedUpClient } from '../session';
import { activeSubscriptions, nextColorIndex, ownProfile, profileNotFound, syncClientStatuses, type ProfileRow } from './profiles';

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

/** The rules a profile keeps after each change: a gender of its type, a kid's age, answers of its quiz. */
function check(validate: ComponentValidator, profile: { gender: Gender; type: ProfileType; birthdate: string | null; quiz: Schemas['ProfileQuiz'] }) {
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

/** A new profile of the client, a prospect of its type, with the next palette of its gender. */
export async function createProfile(db: Database, validate: ComponentValidator, clientId: number, input: Schemas['ProfileInput']): Promise<ProfileRow> {
  const type = input.profile_type ?? TYPE_OF_GENDER[input.gender];
  const fields = { gender: input.gender, type, birthdate: input.birthdate ?? null, quiz: input.quiz ?? {} };
  check(validate, fields);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({
        clientId,
        firstname: input.firstname.trim(),
        gender: fields.gender,
        profileType: type,
        birthdate: fields.birthdate,
        description: text(input.description ?? null),
        subscriptionStatus: NEW_PROFILE_STATUS[type],
        colorIndex: await nextColorIndex(tx, clientId, fields.gender),
        quiz: fields.quiz,
      })
      .returning();
    await syncClientStatuses(tx, clientId);
    return row!;
  });
}

/** Changes the fields the patch gives; the profile as changed keeps its rules. */
export async function updateProfile(db: Database, validate: ComponentValidator, clientId: number, id: number, patch: Schemas['ProfilePatch']): Promise<ProfileRow> {
  const current = await ownProfile(db, clientId, id);
  const fields = {
    gender: patch.gender ?? (current.gender as Gender),
    type: current.profileType as ProfileType,
    birthdate: patch.birthdate === undefined ? current.birthdate : patch.birthdate,
    // Checked below against the quiz of the profile's type.
    quiz: (patch.quiz ?? current.quiz) as Schemas['ProfileQuiz'],
  };
  check(validate, fields);
  return db.transaction(async (tx) => {
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
}

/** Deletes a profile of the client, unless it has an ongoing or paused subscription. */
export async function deleteProfile(db: Database, clientId: number, id: number): Promise<void> {
  const profile = await ownProfile(db, clientId, id);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(profiles)
      .where(and(eq(profiles.id, profile.id), eq(profiles.clientId, clientId), notExists(activeSubscriptions(tx))))
      .returning({ id: profiles.id });
    if (!deleted.length) {
      throw new ProblemError(409, 'PROFILE_HAS_SUBSCRIPTION', 'Profile has a subscription', 'A profile with an ongoing or paused subscription cannot be deleted');
    }
    await syncClientStatuses(tx, clientId);
  });
}

/**
 * Moves a profile from the quiz's temporary account (proved by its access token) to the client's
 * signed-up account; the temporary account goes once it holds no profile.
 */
export async function reassignProfile(db: Database, sessions: Authenticator, clientId: number, id: number, sourceAccessToken: string): Promise<ProfileRow> {
  const { id: targetId } = await signedUpClient(db, clientId, 'A profile moves to a signed-up account only');
  const source = await sessions.authenticate(sourceAccessToken);
  const [sourceClient] = source ? await db.select({ email: clients.email }).from(clients).where(eq(clients.id, source.clientId)) : [];
  if (!source || !sourceClient || !isTemporaryEmail(sourceClient.email)) {
    throw forbidden('source_access_token must be a valid access token of the quiz account that holds the profile');
  }
  const profile = await ownProfile(db, source.clientId, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ clientId: targetId, colorIndex: await nextColorIndex(tx, targetId, profile.gender), updatedAt: new Date() })
      .where(and(eq(profiles.id, profile.id), eq(profiles.clientId, source.clientId)))
      .returning();
    if (!row) throw profileNotFound();
    await syncClientStatuses(tx, targetId);
    if (await tx.$count(profiles, eq(profiles.clientId, source.clientId))) await syncClientStatuses(tx, source.clientId);
    else await tx.delete(clients).where(eq(clients.id, source.clientId));
    return row;
  });
}
