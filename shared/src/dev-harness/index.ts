export { runStandalone } from './run-standalone';
