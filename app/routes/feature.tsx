export default function FeaturePage() {
  return <h1>Feature</h1>;
}
