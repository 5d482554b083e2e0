export default function VerifyCertificatePage() {
  return <h1>VerifyCertificate</h1>;
}
