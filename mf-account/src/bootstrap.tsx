import { runStandalone } from '@lingualoop/shared/dev-harness';
import account from './module';

runStandalone(account);
