import { join } from 'node:path';

// The gateway's nginx.conf, written by the fleet supervisor (fleet.ts) into its directory and
// loaded with `nginx -c FILE -p DIR`. nginx itself sends each request to the replica holding its
// world — no hop through a mock or the supervisor:
// - the world a request names, read as the mock reads it (mock-server/worlds/world-selection.ts):
//   the id in a `/__mock/worlds/<id>…` path, else the `X-Bukka-World` header, else the
//   `bukka_world` cookie, else `?world=` on a `/__mock/` path; none → the fleet's default world;
// - its replica: a world a replica made is named after it (`--replica-id r2` mints `r2-…`), so a
//   regex on the id's prefix finds it; a world moved by a drain has its own line (`moved`), and a
//   world being moved answers 503 with Retry-After until it is on its new replica;
// - a replica that does not answer (killed, restarting): 503 `{ message }` naming the world and
//   its replica, at once — never another world's answer (no retry on another upstream).
// `GET /__mock/worlds`, `POST /__mock/worlds` and `/__mock/fleet…` go to the supervisor
// (listing every process, placing a new world on the one with the most room, draining).

type Upstream = { id: string; port: number };

export type GatewayConfig = {
  /** The directory nginx runs in (`-p`): its pid file and temp folders. */
  dir: string;
  host: string;
  port: number;
  replicas: Upstream[];
  /** The supervisor's own port (its control routes). */
  controlPort: number;
  /** The replica whose default world is the fleet's, or `moving` while it is moved. */
  home: string;
  /** Worlds not on the replica their id names: id → replica, or `moving`. */
  moved: ReadonlyMap<string, string>;
  /** Bumped at each write; nginx answers it at /__mock/fleet/config once loaded. */
  generation: number;
  /** Seconds a client waits before it asks a moving world again (about one move). */
  movingRetryS?: number;
};

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The world a request names, in nginx (`$bukka_world`), as the mock reads it; and how a message
 * names it (`$bukka_world_said`). The same text in the Kubernetes ingress-nginx config
 * (deploy/kubernetes/ingress-nginx-configmap.yaml: a test compares them).
 */
export const WORLD_MAPS = `  # The world a request names, in the mock's order: path, header, cookie, ?world= on /__mock/.
  map $uri $bukka_world_in_path {
    "~^/__mock/worlds/(?<bukka_path_id>[^/]+)" $bukka_path_id;
    default "";
  }
  map $uri $bukka_world_in_query {
    ~^/__mock/ $arg_world;
    default "";
  }
  map "$bukka_world_in_path|$http_x_bukka_world|$cookie_bukka_world|$bukka_world_in_query" $bukka_world {
    "~^(?<bukka_w1>[^|]+)\\|" $bukka_w1;
    "~^\\|(?<bukka_w2>[^|]+)\\|" $bukka_w2;
    "~^\\|\\|(?<bukka_w3>[^|]+)\\|" $bukka_w3;
    "~^\\|\\|\\|(?<bukka_w4>.+)$" $bukka_w4;
    default "";
  }
`;

export const SAID_MAP = `  # The world as a message may name it (only a well-formed id is repeated back).
  map $bukka_world $bukka_world_said {
    "" "The default world";
    "~^[a-z0-9][a-z0-9-]{0,63}$" "World \\\\\\"$bukka_world\\\\\\"";
    default "The world named";
  }`;

function routingMaps(config: GatewayConfig): string {
  const { replicas, home, moved } = config;
  for (const [id, to] of moved) {
    if (!ID.test(id) || !(to === 'moving' || replicas.some((r) => r.id === to)))
      throw new Error(`bad route ${id} → ${to}`);
  }
  const movedLines = [...moved].map(([id, to]) => `    ${id} ${to};`);
  const prefixLines = replicas.map((r) => `    ~^${r.id}- ${r.id};`);
  return `
${WORLD_MAPS}  # Its replica: a moved world's own line, else the replica its id names, else the home replica
  # (the default world, and any name no replica made: that replica answers 404 for it).
  map $bukka_world $bukka_replica {
    default ${home};
${[...movedLines, ...prefixLines].join('\n')}
  }
${SAID_MAP}`;
}

function servers(config: GatewayConfig): string {
  return config.replicas
    .map(
      (r) => `
  upstream ${r.id} {
    server 127.0.0.1:${r.port} max_fails=0;
    keepalive 32;
    # Below the mock's own keep-alive (5 s): nginx never reuses a connection the mock closes.
    keepalive_timeout 3s;
  }`,
    )
    .join('');
}

// The messages of the gateway's own 503s (no quote or backslash: they go into JSON as they are).
const down =
  '$bukka_world_said is held by replica $bukka_replica, whose process is not answering: it stopped, and the fleet restarts it within 5 s. Nothing was answered from another world. Retry in a few seconds';
const moving = (seconds: number) =>
  `$bukka_world_said is moving to another process of the fleet (its replica is being drained): retry in ${seconds} seconds`;

/** The whole nginx.conf of the gateway. */
export function nginxConf(config: GatewayConfig): string {
  const { dir, host, port, controlPort, generation } = config;
  const retryS = config.movingRetryS ?? 2;
  const temp = (name: string) => join(dir, 'temp', name);
  return `# Written by the Bukka fleet supervisor (scripts/fleet/), generation ${generation}: do not edit.
daemon off;
worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }

http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # The mocks judge bodies themselves (a snapshot is refused from its size before it is read).
  client_max_body_size 0;
  proxy_request_buffering off;
  proxy_max_temp_file_size 0;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_connect_timeout 2s;
  proxy_read_timeout 120s;
  proxy_send_timeout 120s;
  # A request never goes to another replica than its world's.
  proxy_next_upstream off;
${routingMaps(config)}
${servers(config)}

  upstream bukka_fleet_control {
    server 127.0.0.1:${controlPort} max_fails=0;
  }

  server {
    listen ${host}:${port};

    location = /__mock/fleet/config {
      default_type application/json;
      add_header Cache-Control no-store always;
      return 200 '{"generation":${generation}}';
    }
    location = /__mock/worlds { proxy_pass http://bukka_fleet_control; }
    location /__mock/fleet { proxy_pass http://bukka_fleet_control; }
    location = /__mock/events {
      error_page 418 = @bukka_moving;
      if ($bukka_replica = moving) { return 418; }
      proxy_pass http://$bukka_replica;
      proxy_buffering off;
      proxy_read_timeout 1h;
      error_page 502 503 504 = @bukka_down;
    }
    location / {
      error_page 418 = @bukka_moving;
      if ($bukka_replica = moving) { return 418; }
      proxy_pass http://$bukka_replica;
      error_page 502 503 504 = @bukka_down;
    }
    location @bukka_moving {
      default_type application/json;
      add_header Retry-After ${retryS} always;
      add_header Cache-Control no-store always;
      return 503 "{\\"message\\":\\"${moving(retryS)}\\"}";
    }
    location @bukka_down {
      default_type application/json;
      add_header Retry-After 2 always;
      add_header Cache-Control no-store always;
      return 503 "{\\"message\\":\\"${down}\\"}";
    }
  }
}
`;
}
