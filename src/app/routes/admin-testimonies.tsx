/** Being written. */
export function AdminTestimoniesRoute() {
  return null;
}
