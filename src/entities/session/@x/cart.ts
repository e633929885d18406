/** What the cart entity reads of the session: whether someone is signed in. */
export { useViewer } from '../model/viewer';
