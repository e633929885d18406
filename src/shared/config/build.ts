/** Set by the build (vite.config.ts `define`): the id `builds/latest.json` announces for this build. */
declare const __LC_BUILD_ID__: string | undefined;

/** This build's id; `dev` for the development server and tests, which have none. */
export const BUILD_ID: string = typeof __LC_BUILD_ID__ === 'string' ? __LC_BUILD_ID__ : 'dev';
