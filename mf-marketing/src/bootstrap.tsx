import { runStandalone } from '@lingualoop/shared';
import marketing from './module';

runStandalone(marketing);
