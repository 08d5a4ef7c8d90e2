// Build time (Node): the home page as a first visit sees it, for the page's first paint.
// Only the home page: it is most visits' first screen, and the only one in the main chunk.
import { renderRemoteFirstPaints } from '@lingualoop/shared/first-paint';
import marketing from './module';

export default function render() {
  return renderRemoteFirstPaints(marketing, 'public', ['/']);
}
