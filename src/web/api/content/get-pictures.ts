import { queryOptions, useQuery } from '@tanstack/react-query';
import { pictureGallerySchema } from '../../../contract/content.ts';
import { apiRequest } from '../client.ts';

export const getPictures = () => apiRequest('/api/content/pictures', { schema: pictureGallerySchema });

export const picturesQuery = queryOptions({ queryKey: ['content', 'pictures'], queryFn: getPictures, staleTime: 5 * 60_000 });

export const usePictures = () => useQuery(picturesQuery);
