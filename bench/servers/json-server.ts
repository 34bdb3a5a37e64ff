/**
 * json-server 0.17 on the db.json in JSON_DB, set up as its CLI does for `json-server --quiet db.json`
 * (defaults without the request logger, body parser on, the file router), through its node API so the
 * port can be reported to the benchmark.
 */
import jsonServer from 'json-server';
import { announce } from './ready';

const file = process.env.JSON_DB;
if (!file) throw new Error('JSON_DB must name the db.json to serve');
const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false, bodyParser: true }));
app.use(jsonServer.router(file));
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => announce(server));
