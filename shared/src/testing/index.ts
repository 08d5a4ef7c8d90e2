// `@lingualoop/shared/testing`: what the remotes' tests have in common. Test files only.
export { describeMessages } from './messages';
export {
  aGuest,
  aMember,
  currentLocation,
  fakeApi,
  findInlineAlert,
  findToastRegion,
  renderApp,
  type FakeApi,
  type RenderAppOptions,
} from './render-app';
