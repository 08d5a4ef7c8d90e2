import { runStandalone } from '@lingualoop/shared/dev-harness';
import courses from './module';

runStandalone(courses);
