import { test } from '../support/fixtures.ts';
import { describeHelpBubble } from '../support/help-bubble-suite.ts';

describeHelpBubble({ input: 'mouse', path: '/home' });

// Only the pad has a touch screen.
test.describe('on a touch screen', { tag: '@pad-only' }, () => {
  describeHelpBubble({ input: 'touch', path: '/login' });
});
