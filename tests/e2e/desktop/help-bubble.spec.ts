import { test } from '../support/fixtures.ts';
import { describeHelpBubble } from '../support/help-bubble-suite.ts';

describeHelpBubble({ input: 'mouse', path: '/home' });

test.describe('on a touch screen', () => {
  // Only the pad project has a touch screen.
  test.skip(({ hasTouch }) => !hasTouch, 'needs a touch screen');
  describeHelpBubble({ input: 'touch', path: '/login' });
});
