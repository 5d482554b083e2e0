export default function AboutPage() {
  return <h1>About</h1>;
}
