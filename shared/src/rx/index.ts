// The RxJS pieces the shell and the remotes use, re-exported from one place. The session bus
// and the data areas hand Observables across packages, so everybody must use one RxJS; it
// travels inside the @lingualoop/shared singleton rather than as a shared package of its own,
// because Module Federation cannot tree-shake a shared package (a remote might use any export)
// and evaluating all of RxJS is a long task on a phone at start. Need another export? Add it
// here. Tests may import `rxjs` and `rxjs/testing` directly.
export { BehaviorSubject, Subject } from 'rxjs';
export type { Observable, ObservableInput, Subscription } from 'rxjs';
