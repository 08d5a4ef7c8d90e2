import { runStandalone } from '@lingualoop/shared';
import account from './module';

runStandalone(account);
