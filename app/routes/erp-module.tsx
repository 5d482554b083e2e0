export default function ErpModulePage() {
  return <h1>ErpModule</h1>;
}
