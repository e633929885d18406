// The simulator's browser bundle (simulator.js beside the atlas pages, a classic script): every
// catalogued machine, stepped in the page with XState's pure functions. Built by ./bundle.ts.
import { catalogue } from '../../catalogue';
import { mountSimulator } from './ui';

mountSimulator(document, catalogue);
