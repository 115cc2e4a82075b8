import { defineStaffResource } from '@/config/staff-resource';

/** /admin/gallery (docs/decisions/0031, 0051). */
export const galleryResource = defineStaffResource({
  id: 'gallery',
  path: '/admin/gallery',
  roles: ['admin', 'editor'],
  nav: { label: 'Gallery' },
  card: {
    title: 'Add Images to Gallery',
    text: 'Upload photos or add image links to an album, edit captions, move photos and rename albums.',
  },
});
