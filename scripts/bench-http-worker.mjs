// The list benchmark's HTTP client in a thread of its own (bench-lists.ts): requests are built and answers parsed
// outside the event loop of the app under test, as a browser's would be, so that at concurrency 16 the API's
// throughput is the server's and not the client's. Messages: { id, path, body, token, keep } -> { id, data } | { id, error };
// the answer's data only when asked to keep it (cloning it into the app's thread would cost that thread its parse again).
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

parentPort.on('message', ({ id, path, body, token, keep }) => {
  const payload = JSON.stringify(body);
  const req = request(
    { host: '127.0.0.1', port: workerData.port, path: encodeURI(path), method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), token } },
    (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (json.subCode !== 10000) parentPort.postMessage({ id, error: `${path}: ${json.subCode} ${json.subMessage}` });
        else parentPort.postMessage({ id, data: keep ? json.data : null });
      });
    },
  );
  req.on('error', (e) => parentPort.postMessage({ id, error: String(e) }));
  req.end(payload);
});
