import { describeHelpBubble } from '../support/help-bubble-suite.ts';

describeHelpBubble({ input: 'touch', path: '/mobile/student/home' });
describeHelpBubble({ input: 'mouse', path: '/mobile/home' });
