import { useQuery } from '@tanstack/react-query';
import { chatHistorySchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { withQuery } from '../with-query.ts';
import { companionKeys } from './companion-query.ts';

export function getChatHistory(learnerId: string | undefined) {
  return apiRequest(withQuery('/api/companion/chat', { learnerId }), { schema: chatHistorySchema });
}

/** The learner's questions and the tutor's answers, oldest first, and today's remaining questions. */
export function useChatHistory(learnerId: string | undefined) {
  return useQuery({
    queryKey: companionKeys.chat(learnerId ?? ''),
    queryFn: () => getChatHistory(learnerId),
    enabled: Boolean(learnerId),
  });
}
