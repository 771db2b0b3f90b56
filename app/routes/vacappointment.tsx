export default function Page() {
  return <h1 className="p-8 text-2xl">vacappointment</h1>;
}
