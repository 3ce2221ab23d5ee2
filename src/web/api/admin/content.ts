import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type HomeContentUpdate,
  type PictureGalleryUpdate,
  adminHomeContentSchema,
  adminPictureGallerySchema,
} from '../../../contract/admin-content.ts';
import { adminRequest } from './admin-client.ts';

const contentKey = ['admin', 'content'] as const;

export function useAdminHomeContent() {
  return useQuery({
    queryKey: [...contentKey, 'home'],
    queryFn: () => adminRequest('/api/admin/content/home', { schema: adminHomeContentSchema }),
    refetchOnWindowFocus: false,
  });
}

export function useAdminGallery() {
  return useQuery({
    queryKey: [...contentKey, 'pictures'],
    queryFn: () => adminRequest('/api/admin/content/pictures', { schema: adminPictureGallerySchema }),
    refetchOnWindowFocus: false,
  });
}

/** 发布: replaces the document; 409 CONTENT_CHANGED when someone published in between. */
export function usePublishHomeContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: HomeContentUpdate) =>
      adminRequest('/api/admin/content/home', { method: 'PUT', body: update, schema: adminHomeContentSchema }),
    onSuccess: (saved) => queryClient.setQueryData([...contentKey, 'home'], saved),
  });
}

export function usePublishGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PictureGalleryUpdate) =>
      adminRequest('/api/admin/content/pictures', { method: 'PUT', body: update, schema: adminPictureGallerySchema }),
    onSuccess: (saved) => queryClient.setQueryData([...contentKey, 'pictures'], saved),
  });
}
