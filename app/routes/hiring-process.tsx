export default function HiringProcessPage() {
  return <h1>HiringProcess</h1>;
}
