import { useState } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { AdminAlbumImages } from '@/features/gallery/components/admin-album-images';
import { AdminGalleryUploadForm } from '@/features/gallery/components/admin-gallery-upload-form';

/**
 * /admin/gallery (spec §2, §4 "Gallery upload form"): the staff form 'Add Images to Gallery'
 * and, below it, the images of the album chosen in the form: 'Rename album', and each image
 * with 'Edit' (caption, album) and 'Delete'. Rendered inside
 * the staff layout's `<main>`; never indexed.
 */
export function AdminGalleryRoute() {
  const [album, setAlbum] = useState<string | null>(null);
  // A rename starts the upload form afresh: its chosen category no longer exists.
  const [renames, setRenames] = useState(0);
  return (
    <>
      <PageMeta
        title="Add Images to Gallery"
        description="Staff page: upload photos or add image links to a gallery album."
        noindex
      />
      <div className="grid gap-10">
        <div className="grid gap-6">
          <div className="grid gap-2">
            <h1 className="font-serif text-3xl font-bold text-brand-950">Add Images to Gallery</h1>
            <p className="text-slate-700">
              Upload photos or add links to images on other sites, into an existing album or a new one.
            </p>
          </div>
          <AdminGalleryUploadForm key={renames} onAlbumChange={setAlbum} />
        </div>
        {album ? (
          <AdminAlbumImages
            key={album}
            category={album}
            onRenamed={(name) => {
              setRenames((n) => n + 1);
              setAlbum(name);
            }}
          />
        ) : (
          <p className="text-slate-700">Choose an existing category to see and manage its images.</p>
        )}
      </div>
    </>
  );
}
