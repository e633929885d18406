// Kid and woman profiles built by the quiz: their answers, photo and palette, who owns them, and the
// statuses the client's account takes from them.
export { profileHandlers } from './routes';
export { PALETTES } from './palettes';
export {
  nextColorIndex,
  openRequest,
  ownProfile,
  profileActivities,
  profileNotFound,
  syncClientStatuses,
  toSubscription,
  type ProfileActivity,
  type ProfileRow,
} from './profiles';
