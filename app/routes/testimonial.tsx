export default function TestimonialPage() {
  return <h1>Testimonial</h1>;
}
