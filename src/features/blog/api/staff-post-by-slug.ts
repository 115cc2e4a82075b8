import { staffDb } from '@/lib/supabase';
import type { BlogPost } from './blog-posts';

/**
 * One post by slug as the signed-in user reads it (the staff preview at the public address):
 * admins and editors get drafts and scheduled posts too, anyone else only what is published
 * (the row policy decides). Its own module so that the preview chunk carries nothing more than
 * the staff client.
 *
 * @returns the post, or `null` when the user may not read it or there is none.
 * @throws the PostgREST error when the read fails.
 */
export async function getPostBySlugAsStaff(slug: string): Promise<BlogPost | null> {
  const { data, error } = await staffDb.from('pastor_blog_posts').select('*').eq('slug', slug).maybeSingle();
  if (error) throw error;
  return data;
}
