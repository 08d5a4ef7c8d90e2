import { runStandalone } from '@lingualoop/shared/dev-harness';
import marketing from './module';

runStandalone(marketing);
