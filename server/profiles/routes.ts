import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf, type Authenticator } from '../http/auth';
import { ProblemError } from '../http/problem';
import type { ComponentValidator } from '../http/spec';
import type { Handlers } from '../http/types';
import { createProfile, deleteProfile, reassignProfile, updateProfile } from './changes';
import { photoOf, photoProblem, savePhoto } from './photos';
import { clientProfiles, ownProfile, profileView } from './profiles';

/** What the profile calls work with. */
export interface ProfileDeps {
  db: Database;
  config: ServerConfig;
  /** Checks the quiz account's token when a profile moves to a signed-up account. */
  sessions: Authenticator;
}

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
  return {
    async listKids(request) {
      return clientProfiles(db, clientOf(request).clientId);
    },

    async getKid(request) {
      return profileView(db, await ownProfile(db, clientOf(request).clientId, request.params.id));
    },

    async createKid(request, reply) {
      const row = await createProfile(db, validate, clientOf(request).clientId, request.body);
      reply.status(201);
      return profileView(db, row);
    },

    async updateKid(request) {
      return profileView(db, await updateProfile(db, validate, clientOf(request).clientId, request.params.id, request.body));
    },

    async deleteKid(request, reply) {
      await deleteProfile(db, clientOf(request).clientId, request.params.id);
      return reply.status(204).send();
    },

    async uploadKidPhoto(request) {
      const profile = await ownProfile(db, clientOf(request).clientId, request.params.id);
      await savePhoto(db, profile, await readPhoto(request, config.photoMaxBytes));
      return profileView(db, profile);
    },

    async getPhoto(request, reply) {
      const photo = await photoOf(db, request.params.photoId);
      return reply
        .header('Content-Type', photo.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.bytes);
    },

    async reassignKid(request) {
      return profileView(db, await reassignProfile(db, sessions, clientOf(request).clientId, request.params.id, request.body.source_access_token));
    },
  };
}
