/* The API's types, generated from /openapi.json by scripts/api-types.ts: do not edit. */
export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process is up */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
            };
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The database is reachable */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
            };
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The authenticated user
     * @description Open to every credential, an access token whatever its scopes included: who the caller acts for.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users (administrators) */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          role?: 'administrator' | 'host' | 'viewer';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              users: components['schemas']['User'][];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create a user (administrators)
     * @description A viewer is read-only: it may hold only `read_all_bookings`, `read_other_calendars` and `read_and_use_other_availabilities`; any other permission is refused (422 on `permissions`). The new user is invited to choose their password: the answer carries the one-time link (`invitation_url`), shown only here, and says whether an e-mail server was there to mail it (`invitation_mailed`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            username?: string;
            login?: string;
            /** Format: email */
            email: string;
            name?: string;
            first_name?: string;
            last_name?: string;
            role?: 'administrator' | 'host' | 'viewer';
            permissions?: (
              | 'manage_own_calendar'
              | 'read_all_bookings'
              | 'manage_all_bookings'
              | 'read_other_calendars'
              | 'manage_other_calendars'
              | 'read_and_use_other_availabilities'
              | 'manage_other_availabilities'
              | 'manage_all_data'
            )[];
            timezone?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              username: string;
              name: string;
              first_name: string;
              last_name: string;
              email: string;
              role: string;
              roles: string[];
              permissions: string[];
              timezone: string;
              /** @description The clock the user reads times in (the dashboard and the e-mails to them); null until chosen (the dashboard then follows the browser's language and stores it). */
              time_format: ('12h' | '24h') | null;
              /** @description The order the user reads dates in; null until chosen, like `time_format`. */
              date_order: ('dmy' | 'mdy' | 'ymd') | null;
              /** @description When the user kept or changed their `timezone` after the dashboard found their browser in another zone; null while not asked. */
              zone_confirmed_at: string | null;
              /** @description False once an administrator deactivated the user: they cannot sign in, and their sessions and application passwords are refused. */
              active: boolean;
              /** @example 2026-11-21T11:49:22+00:00 */
              created_at: string;
              /** @example 2026-11-21T11:49:22+00:00 */
              updated_at: string;
              /** @description The one-time link the user chooses their password with (valid 72 hours; a newer invitation ends it). Shown only in this answer, to the administrator, who may pass it on themselves. */
              invitation_url?: string;
              /** @description Whether an e-mail carrying the link was queued for the e-mail server. False when no e-mail server (`SMTP_URL`) is configured: the message is then only written to a file on the server, and the link must be passed on by hand. */
              invitation_mailed?: boolean;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"user_not_found","message":"No user with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /**
     * Update a user (profile: self; role and permissions: administrators)
     * @description A viewer is read-only: it may hold only `read_all_bookings`, `read_other_calendars` and `read_and_use_other_availabilities`; any other permission is refused (422 on `permissions`). A user made a viewer without `permissions` in the request holds, as a viewer, only those that read (the answer shows them); the others come back if they are made a host again.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email?: string;
            name?: string;
            first_name?: string;
            last_name?: string;
            role?: 'administrator' | 'host' | 'viewer';
            permissions?: (
              | 'manage_own_calendar'
              | 'read_all_bookings'
              | 'manage_all_bookings'
              | 'read_other_calendars'
              | 'manage_other_calendars'
              | 'read_and_use_other_availabilities'
              | 'manage_other_availabilities'
              | 'manage_all_data'
            )[];
            timezone?: string;
            /**
             * @description The clock the user reads times in: `12h` (2:30 PM) or `24h` (14:30).
             * @enum {string}
             */
            time_format?: '12h' | '24h';
            /**
             * @description The order the user reads dates in: `dmy` (28/11/2026), `mdy` (11/28/2026) or `ymd` (2026-11-28).
             * @enum {string}
             */
            date_order?: 'dmy' | 'mdy' | 'ymd';
            /** @description true: the user answered the question about their browser's zone (`zone_confirmed_at` becomes now; the dashboard asks no more); false: ask again. */
            zone_confirmed?: boolean;
            /** @description Administrators: false deactivates the user (signed out everywhere; no sign-in, no API access), true reactivates them. Not for oneself, nor for the last active administrator. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"user_not_found","message":"No user with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"user_exists","message":"That user already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /**
     * Update a user (profile: self; role and permissions: administrators)
     * @description A viewer is read-only: it may hold only `read_all_bookings`, `read_other_calendars` and `read_and_use_other_availabilities`; any other permission is refused (422 on `permissions`). A user made a viewer without `permissions` in the request holds, as a viewer, only those that read (the answer shows them); the others come back if they are made a host again.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email?: string;
            name?: string;
            first_name?: string;
            last_name?: string;
            role?: 'administrator' | 'host' | 'viewer';
            permissions?: (
              | 'manage_own_calendar'
              | 'read_all_bookings'
              | 'manage_all_bookings'
              | 'read_other_calendars'
              | 'manage_other_calendars'
              | 'read_and_use_other_availabilities'
              | 'manage_other_availabilities'
              | 'manage_all_data'
            )[];
            timezone?: string;
            /**
             * @description The clock the user reads times in: `12h` (2:30 PM) or `24h` (14:30).
             * @enum {string}
             */
            time_format?: '12h' | '24h';
            /**
             * @description The order the user reads dates in: `dmy` (28/11/2026), `mdy` (11/28/2026) or `ymd` (2026-11-28).
             * @enum {string}
             */
            date_order?: 'dmy' | 'mdy' | 'ymd';
            /** @description true: the user answered the question about their browser's zone (`zone_confirmed_at` becomes now; the dashboard asks no more); false: ask again. */
            zone_confirmed?: boolean;
            /** @description Administrators: false deactivates the user (signed out everywhere; no sign-in, no API access), true reactivates them. Not for oneself, nor for the last active administrator. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"user_not_found","message":"No user with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"user_exists","message":"That user already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /**
     * Delete a user (administrators)
     * @description A user who still hosts calendars, team event types or bookings, or whose schedules other hosts use, is refused (409 `user_in_use`, with the counts in `data.holdings`) unless `reassign_to` names the user who takes all of it over. The heir must be able to manage it: an administrator, or a host holding `manage_own_calendar`; a viewer, or a host without that permission, is refused (422 on `reassign_to`, naming the permission). Their own schedules and webhook subscriptions are deleted with them.
     */
    delete: {
      parameters: {
        query?: {
          reassign_to?: number;
          reassign?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: boolean;
              previous: components['schemas']['User'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"user_not_found","message":"No user with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The user still hosts something (`data.holdings` counts it), or the user named by `reassign_to` has bookings at the same times (`reassign_conflict`). For example: `{"code":"user_in_use","message":"User 7 still has 2 calendars, 3 upcoming bookings. Pass reassign_to with the id of the user who takes them over, or delete them first.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description `reassign_to` names no user, the user being deleted, or one who could not manage what they would take over (a viewer, or a host without `manage_own_calendar`). For example: `{"code":"rest_validation_failed","message":"There is no user 12.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/{id}/application-passwords': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a user's application passwords (self or administrators) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              application_passwords: components['schemas']['ApplicationPassword'][];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"application_password_not_found","message":"No application password with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Create an application password; the password is shown only in this answer */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            app_id?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              uuid: string;
              app_id: string;
              name: string;
              /** @example 2026-11-21T11:49:22+00:00 */
              created: string;
              last_used: string | null;
              last_ip: string | null;
              /** @description Shown once, as `xxxx xxxx xxxx xxxx xxxx xxxx`. */
              password: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"application_password_not_found","message":"No application password with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"application_password_exists","message":"That application password already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/{id}/application-passwords/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an application password */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: boolean;
              previous: components['schemas']['ApplicationPassword'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"application_password_not_found","message":"No application password with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"application_password_exists","message":"That application password already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/access-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's personal access tokens (not revoked ones) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access_tokens: components['schemas']['AccessToken'][];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create a personal access token; the secret is shown only in this answer
     * @description The token (`sbp_...`) is sent as `Authorization: Bearer <token>` and acts only within its `scopes`. It cannot manage tokens itself: these routes take a session or an application password.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            scopes: (
              | 'bookings:read'
              | 'bookings:write'
              | 'availability:read'
              | 'event-types:read'
              | 'event-types:write'
              | 'contacts:read'
              | 'webhooks:write'
            )[];
            /** @description ISO-8601 instant with a zone, within a year; absent or null: never expires. */
            expires_at?: string | null;
            /** @description The calendars the token is restricted to, each one its user owns (else 422): it then sees and acts only within them, and anything else answers as missing. Absent or null: every calendar its user reaches. */
            calendar_ids?: number[] | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access_token: components['schemas']['AccessToken'];
              /** @description The secret (`sbp_...`), shown only in this answer. */
              token: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/access-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a personal access token (refused from the next request on) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: boolean;
              previous: components['schemas']['AccessToken'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/oauth/consent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What an OAuth authorization request asks (the consent screen shows it) */
    get: {
      parameters: {
        query: {
          client_id: string;
          redirect_uri: string;
          response_type?: string;
          scope?: string;
          state?: string;
          code_challenge?: string;
          code_challenge_method?: string;
          resource?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              client_name: string;
              redirect_host: string;
              scopes: (
                | 'bookings:read'
                | 'bookings:write'
                | 'availability:read'
                | 'event-types:read'
                | 'event-types:write'
                | 'contacts:read'
                | 'webhooks:write'
              )[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** The person's answer to an authorization request: where to send the browser */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            client_id: string;
            redirect_uri: string;
            response_type?: string;
            scope?: string;
            state?: string;
            code_challenge?: string;
            code_challenge_method?: string;
            resource?: string;
            approve: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              redirect_to: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/oauth/connected-apps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The apps the caller connected through OAuth (grants not revoked) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              connected_apps: {
                id: number;
                client_name: string;
                redirect_hosts: string[];
                scopes: (
                  | 'bookings:read'
                  | 'bookings:write'
                  | 'availability:read'
                  | 'event-types:read'
                  | 'event-types:write'
                  | 'contacts:read'
                  | 'webhooks:write'
                )[];
                created_at: string;
              }[];
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/oauth/connected-apps/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a connected app: its access and refresh tokens are refused at once */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: boolean;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in to the dashboard: sets the session cookie */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            login: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              signed_in: boolean;
              user_id: number;
              login: string;
              /** @example 2026-11-21T11:49:22+00:00 */
              expires_at: string;
            };
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign this browser out (ends its session) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How the caller is signed in, whether they have an account password, and a pending change of e-mail address */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              has_password: boolean;
              signed_in_with: 'session' | 'application_password';
              email_change: {
                /** @description The address the link was mailed to */
                email: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                expires_at: string;
              } | null;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's signed-in browsers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sessions: {
                id: number;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                last_seen_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                expires_at: string;
                ip: string;
                user_agent: string;
                /** @description The session of the browser asking */
                current: boolean;
              }[];
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Sign out everywhere: ends every session of the caller, this one included */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign one browser out */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the caller's account password; their other sessions end */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            current_password?: string;
            new_password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password-reset link (same answer whether the account exists or not) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Login or e-mail address */
            login: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/password/set': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a password with a one-time link (invitation, reset, first administrator) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a user a new invitation link to choose their password (administrators)
     * @description The answer carries the link itself (`invitation_url`), shown only here, and says whether an e-mail server was there to mail it (`invitation_mailed`). The user’s earlier invitation link stops working.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            user_id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
              /** @description The one-time link the user chooses their password with (valid 72 hours; a newer invitation ends it). Shown only in this answer, to the administrator, who may pass it on themselves. */
              invitation_url: string;
              /** @description Whether an e-mail carrying the link was queued for the e-mail server. False when no e-mail server (`SMTP_URL`) is configured: the message is then only written to a file on the server, and the link must be passed on by hand. */
              invitation_mailed: boolean;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the caller's e-mail address: mails a confirmation link to the new one
     * @description The address changes only when the link mailed to the new address (valid 24 hours, once) is opened; the old address is told of the request. `current_password` is required when the caller has an account password. The answer is the same whether or not another account uses the new address: that address is mailed a notice instead of a link.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: email
             * @description The new address; it applies once its link is opened
             */
            email: string;
            current_password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Cancel the caller's pending change of e-mail address (its link stops working) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/accounts/email/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a change of e-mail address with its one-time link
     * @description The user’s other sessions end; the browser confirming stays signed in when it is theirs. An unknown, used or expired link is a 422 (`invalid_link`), an address another account took meanwhile a 422 (`email_taken`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              done: boolean;
              message: string;
            };
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the calendars the caller may read: paginator form, or ?view=flat */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          type?: 'simple' | 'team' | 'event' | 'all';
          view?: 'flat' | 'paginator';
          /** @description `calendar_event_lists` adds the calendars and their events by type. */
          with?: string[];
          query?: {
            search?: string;
            /** @enum {string} */
            calendarType?: 'simple' | 'team' | 'event' | 'all';
          };
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              calendars:
                | {
                    data: {
                      id: number;
                      hash: string;
                      user_id: number;
                      account_id: number;
                      parent_id: number | null;
                      title: string;
                      slug: string;
                      media_id: number;
                      description: string;
                      settings: {
                        [key: string]: unknown;
                      };
                      status: string;
                      type: string;
                      event_type: string;
                      account_type: string;
                      visibility: string;
                      author_timezone: string;
                      max_book_per_slot: number;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      created_at: string;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      updated_at: string;
                      public_url: string;
                      author_profile: {
                        ID: number;
                        name: string;
                        author_slug: string;
                        first_name: string;
                        last_name: string;
                        avatar: string;
                        phone: string;
                        featured_image: string;
                      };
                      /** @description The owner, or null when the account was deleted. */
                      user: {
                        ID: number;
                        user_login: string;
                        user_nicename: string;
                        /** @description Empty unless the caller is the owner or reads every calendar. */
                        user_email: string;
                        /** @description YYYY-MM-DD HH:MM:SS, UTC */
                        user_registered: string;
                        display_name: string;
                        full_name: string;
                      } | null;
                      /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                      event_order: number[];
                      slots: {
                        id: number;
                        hash: string;
                        user_id: number;
                        calendar_id: number;
                        duration: number;
                        title: string;
                        slug: string;
                        media_id: number;
                        description: string;
                        settings: {
                          /** @enum {string} */
                          schedule_type: 'weekly_schedules';
                          weekly_schedules: {
                            sun: {
                              enabled: boolean;
                              slots: {
                                /** @example 09:00 */
                                start: string;
                                /** @example 09:00 */
                                end: string;
                              }[];
                            };
                            mon: {
                              enabled: boolean;
                              slots: {
                                /** @example 09:00 */
                                start: string;
                                /** @example 09:00 */
                                end: string;
                              }[];
                            };
                            tue: {
                              enabled: boolean;
                              slots: {
                                /** @example 09:00 */
                                start: string;
                                /** @example 09:00 */
                                end: string;
                              }[];
                            };
                            wed: {
                              enabled: boolean;
                              slots: {
                                /** @example 09:00 */
                                start: string;
                                /** @example 09:00 */
                                end: string;
                              }[];
                            };
                            thu: {
                              enabled: boolean;
                              slots: {
                                /** @example 09:00 */
                                start: string;
                                /** @example 09:00 */
                                end: string;
                              }[];
                            };
                            fri: {
                              enabled: boolean;
                              slots: {
                                /** @example 09:00 */
                                start: string;
                                /** @example 09:00 */
                                end: string;
                              }[];
                            };
                            sat: {
                              enabled: boolean;
                              slots: {
                                /** @example 09:00 */
                                start: string;
                                /** @example 09:00 */
                                end: string;
                              }[];
                            };
                          };
                          date_overrides: {
                            [key: string]: {
                              /** @example 09:00 */
                              start: string;
                              /** @example 09:00 */
                              end: string;
                            }[];
                          };
                          /** @enum {string} */
                          range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                          range_days: number;
                          range_date_between: string[];
                          schedule_conditions: {
                            value: number;
                            /** @enum {string} */
                            unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          };
                          buffer_time_before: number;
                          buffer_time_after: number;
                          /** @description Minutes between slot starts; null means the duration. */
                          slot_interval: number | null;
                          team_members: number[];
                          multi_duration: {
                            enabled: boolean;
                            default_duration: number;
                            available_durations: number[];
                          };
                          booking_frequency: {
                            enabled: boolean;
                            limits: {
                              /** @enum {string} */
                              unit: 'per_day' | 'per_week' | 'per_month';
                              value: number;
                            }[];
                          };
                          booking_duration: {
                            enabled: boolean;
                            limits: {
                              /** @enum {string} */
                              unit: 'per_day' | 'per_week' | 'per_month';
                              value: number;
                            }[];
                          };
                          lock_timezone: {
                            enabled: boolean;
                            timezone: string;
                          };
                          booking_title: string;
                          submit_button_text: string;
                          can_not_cancel: {
                            enabled: boolean;
                            /** @enum {string} */
                            type: 'always' | 'conditional';
                            message: string;
                            condition: {
                              /** @enum {string} */
                              unit: 'minutes' | 'hours' | 'days' | 'weeks';
                              value: number;
                            };
                          };
                          can_not_reschedule: {
                            enabled: boolean;
                            /** @enum {string} */
                            type: 'always' | 'conditional';
                            message: string;
                            condition: {
                              /** @enum {string} */
                              unit: 'minutes' | 'hours' | 'days' | 'weeks';
                              value: number;
                            };
                          };
                          requires_confirmation: {
                            enabled: boolean;
                            /** @enum {string} */
                            type: 'always' | 'conditional';
                            condition: {
                              /** @enum {string} */
                              unit: 'minutes' | 'hours' | 'days' | 'weeks';
                              value: number;
                            };
                          };
                          custom_redirect: {
                            enabled: boolean;
                            redirect_url: string;
                            /** @enum {string} */
                            is_query_string: 'yes' | 'no';
                            query_string: string;
                          };
                          multiple_booking: {
                            /** @description Always false: Slotbook books one slot per request. */
                            enabled: boolean;
                            limit: number;
                          };
                          /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                          hosts_schedules: {
                            [key: string]: number;
                          };
                          /** @description The location types Slotbook accepts in `location_settings`, by group. */
                          location_fields: {
                            [key: string]: {
                              label: string;
                              options: {
                                [key: string]: {
                                  title: string;
                                  disabled?: boolean;
                                  location_type?: string;
                                };
                              };
                            };
                          };
                        };
                        availability_type: string;
                        availability_id: number | null;
                        status: string;
                        type: string;
                        color_schema: string;
                        location_type: string;
                        location_heading: string;
                        location_settings: {
                          type: string;
                          title: string;
                          display_on_booking: boolean;
                          description: string;
                          meeting_link: string;
                          host_phone_number: string;
                        }[];
                        event_type: string;
                        is_display_spots: boolean;
                        max_book_per_slot: number;
                        public_url: string;
                        shortcode: string;
                        /** @example 2026-11-21T11:49:22+00:00 */
                        created_at: string;
                        /** @example 2026-11-21T11:49:22+00:00 */
                        updated_at: string;
                        /** @description The location types Slotbook accepts in `location_settings`, by group. */
                        location_fields: {
                          [key: string]: {
                            label: string;
                            options: {
                              [key: string]: {
                                title: string;
                                disabled?: boolean;
                                location_type?: string;
                              };
                            };
                          };
                        };
                        /** @description What one booking at the default duration costs, in major units (0 for free events). */
                        price_total: number;
                        /** @description The profiles of the team members who host it (empty for a one-host event). */
                        author_profiles: {
                          ID: number;
                          name: string;
                          author_slug: string;
                          first_name: string;
                          last_name: string;
                          avatar: string;
                          phone: string;
                          featured_image: string;
                        }[];
                        calendar: {
                          id: number;
                          hash: string;
                          user_id: number;
                          account_id: number;
                          parent_id: number | null;
                          title: string;
                          slug: string;
                          media_id: number;
                          description: string;
                          settings: {
                            [key: string]: unknown;
                          };
                          status: string;
                          type: string;
                          event_type: string;
                          account_type: string;
                          visibility: string;
                          author_timezone: string;
                          max_book_per_slot: number;
                          /** @example 2026-11-21T11:49:22+00:00 */
                          created_at: string;
                          /** @example 2026-11-21T11:49:22+00:00 */
                          updated_at: string;
                        };
                      }[];
                    }[];
                    total: number;
                    per_page: number;
                    current_page: number;
                    last_page: number;
                    from: number | null;
                    to: number | null;
                    first_page_url: string;
                    last_page_url: string;
                    next_page_url: string | null;
                    prev_page_url: string | null;
                    path: string;
                    /** @description Previous, the pages around the current one (gaps as "..."), next. */
                    links: {
                      url: string | null;
                      label: string;
                      active: boolean;
                    }[];
                  }
                | {
                    id: number;
                    hash: string;
                    user_id: number;
                    account_id: number;
                    parent_id: number | null;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      [key: string]: unknown;
                    };
                    status: string;
                    type: string;
                    event_type: string;
                    account_type: string;
                    visibility: string;
                    author_timezone: string;
                    max_book_per_slot: number;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                    public_url: string;
                    author_profile: {
                      ID: number;
                      name: string;
                      author_slug: string;
                      first_name: string;
                      last_name: string;
                      avatar: string;
                      phone: string;
                      featured_image: string;
                    };
                    /** @description The owner, or null when the account was deleted. */
                    user: {
                      ID: number;
                      user_login: string;
                      user_nicename: string;
                      /** @description Empty unless the caller is the owner or reads every calendar. */
                      user_email: string;
                      /** @description YYYY-MM-DD HH:MM:SS, UTC */
                      user_registered: string;
                      display_name: string;
                      full_name: string;
                    } | null;
                    /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                    event_order: number[];
                    slots: {
                      id: number;
                      hash: string;
                      user_id: number;
                      calendar_id: number;
                      duration: number;
                      title: string;
                      slug: string;
                      media_id: number;
                      description: string;
                      settings: {
                        /** @enum {string} */
                        schedule_type: 'weekly_schedules';
                        weekly_schedules: {
                          sun: {
                            enabled: boolean;
                            slots: {
                              /** @example 09:00 */
                              start: string;
                              /** @example 09:00 */
                              end: string;
                            }[];
                          };
                          mon: {
                            enabled: boolean;
                            slots: {
                              /** @example 09:00 */
                              start: string;
                              /** @example 09:00 */
                              end: string;
                            }[];
                          };
                          tue: {
                            enabled: boolean;
                            slots: {
                              /** @example 09:00 */
                              start: string;
                              /** @example 09:00 */
                              end: string;
                            }[];
                          };
                          wed: {
                            enabled: boolean;
                            slots: {
                              /** @example 09:00 */
                              start: string;
                              /** @example 09:00 */
                              end: string;
                            }[];
                          };
                          thu: {
                            enabled: boolean;
                            slots: {
                              /** @example 09:00 */
                              start: string;
                              /** @example 09:00 */
                              end: string;
                            }[];
                          };
                          fri: {
                            enabled: boolean;
                            slots: {
                              /** @example 09:00 */
                              start: string;
                              /** @example 09:00 */
                              end: string;
                            }[];
                          };
                          sat: {
                            enabled: boolean;
                            slots: {
                              /** @example 09:00 */
                              start: string;
                              /** @example 09:00 */
                              end: string;
                            }[];
                          };
                        };
                        date_overrides: {
                          [key: string]: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        /** @enum {string} */
                        range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                        range_days: number;
                        range_date_between: string[];
                        schedule_conditions: {
                          value: number;
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        };
                        buffer_time_before: number;
                        buffer_time_after: number;
                        /** @description Minutes between slot starts; null means the duration. */
                        slot_interval: number | null;
                        team_members: number[];
                        multi_duration: {
                          enabled: boolean;
                          default_duration: number;
                          available_durations: number[];
                        };
                        booking_frequency: {
                          enabled: boolean;
                          limits: {
                            /** @enum {string} */
                            unit: 'per_day' | 'per_week' | 'per_month';
                            value: number;
                          }[];
                        };
                        booking_duration: {
                          enabled: boolean;
                          limits: {
                            /** @enum {string} */
                            unit: 'per_day' | 'per_week' | 'per_month';
                            value: number;
                          }[];
                        };
                        lock_timezone: {
                          enabled: boolean;
                          timezone: string;
                        };
                        booking_title: string;
                        submit_button_text: string;
                        can_not_cancel: {
                          enabled: boolean;
                          /** @enum {string} */
                          type: 'always' | 'conditional';
                          message: string;
                          condition: {
                            /** @enum {string} */
                            unit: 'minutes' | 'hours' | 'days' | 'weeks';
                            value: number;
                          };
                        };
                        can_not_reschedule: {
                          enabled: boolean;
                          /** @enum {string} */
                          type: 'always' | 'conditional';
                          message: string;
                          condition: {
                            /** @enum {string} */
                            unit: 'minutes' | 'hours' | 'days' | 'weeks';
                            value: number;
                          };
                        };
                        requires_confirmation: {
                          enabled: boolean;
                          /** @enum {string} */
                          type: 'always' | 'conditional';
                          condition: {
                            /** @enum {string} */
                            unit: 'minutes' | 'hours' | 'days' | 'weeks';
                            value: number;
                          };
                        };
                        custom_redirect: {
                          enabled: boolean;
                          redirect_url: string;
                          /** @enum {string} */
                          is_query_string: 'yes' | 'no';
                          query_string: string;
                        };
                        multiple_booking: {
                          /** @description Always false: Slotbook books one slot per request. */
                          enabled: boolean;
                          limit: number;
                        };
                        /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                        hosts_schedules: {
                          [key: string]: number;
                        };
                        /** @description The location types Slotbook accepts in `location_settings`, by group. */
                        location_fields: {
                          [key: string]: {
                            label: string;
                            options: {
                              [key: string]: {
                                title: string;
                                disabled?: boolean;
                                location_type?: string;
                              };
                            };
                          };
                        };
                      };
                      availability_type: string;
                      availability_id: number | null;
                      status: string;
                      type: string;
                      color_schema: string;
                      location_type: string;
                      location_heading: string;
                      location_settings: {
                        type: string;
                        title: string;
                        display_on_booking: boolean;
                        description: string;
                        meeting_link: string;
                        host_phone_number: string;
                      }[];
                      event_type: string;
                      is_display_spots: boolean;
                      max_book_per_slot: number;
                      public_url: string;
                      shortcode: string;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      created_at: string;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      updated_at: string;
                      /** @description The location types Slotbook accepts in `location_settings`, by group. */
                      location_fields: {
                        [key: string]: {
                          label: string;
                          options: {
                            [key: string]: {
                              title: string;
                              disabled?: boolean;
                              location_type?: string;
                            };
                          };
                        };
                      };
                      /** @description What one booking at the default duration costs, in major units (0 for free events). */
                      price_total: number;
                      /** @description The profiles of the team members who host it (empty for a one-host event). */
                      author_profiles: {
                        ID: number;
                        name: string;
                        author_slug: string;
                        first_name: string;
                        last_name: string;
                        avatar: string;
                        phone: string;
                        featured_image: string;
                      }[];
                      calendar: {
                        id: number;
                        hash: string;
                        user_id: number;
                        account_id: number;
                        parent_id: number | null;
                        title: string;
                        slug: string;
                        media_id: number;
                        description: string;
                        settings: {
                          [key: string]: unknown;
                        };
                        status: string;
                        type: string;
                        event_type: string;
                        account_type: string;
                        visibility: string;
                        author_timezone: string;
                        max_book_per_slot: number;
                        /** @example 2026-11-21T11:49:22+00:00 */
                        created_at: string;
                        /** @example 2026-11-21T11:49:22+00:00 */
                        updated_at: string;
                      };
                    }[];
                  }[];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
              /** @description With `with[]=calendar_event_lists`: every readable calendar, by type. */
              calendar_event_lists?: {
                hosts: {
                  id: number;
                  title: string;
                  type: string;
                  options: {
                    id: number;
                    title: string;
                  }[];
                }[];
                teams: {
                  id: number;
                  title: string;
                  type: string;
                  options: {
                    id: number;
                    title: string;
                  }[];
                }[];
                events: {
                  id: number;
                  title: string;
                  type: string;
                  options: {
                    id: number;
                    title: string;
                  }[];
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create a host calendar (with its first event) or a team calendar
     * @description The owner is the caller, or the user named by `user_id` (administrators). A viewer is read-only and cannot own a calendar (422 on `user_id`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            calendar?: {
              /** @enum {string} */
              type?: 'simple' | 'team';
              title?: string | '';
              slug?: string | '';
              author_timezone?: string;
              description?: string;
              user_id?: number | '';
              slot?: {
                title: string;
                duration: number;
                slug?: string;
                /** @enum {string} */
                status?: 'active' | 'draft';
                /** @enum {string} */
                event_type?: 'single' | 'group' | 'round_robin' | 'collective';
                description?: string;
                color_schema?: string;
                max_book_per_slot?: number;
                is_display_spots?: boolean;
                location_type?: string;
                location_heading?: string;
                location_settings?: {
                  /** @enum {string} */
                  type:
                    | 'in_person_guest'
                    | 'in_person_organizer'
                    | 'phone_guest'
                    | 'phone_organizer'
                    | 'online_meeting'
                    | 'google_meet'
                    | 'ms_teams'
                    | 'zoom_meeting'
                    | 'custom';
                  title?: string;
                  display_on_booking?: boolean;
                  description?: string;
                  meeting_link?: string;
                  host_phone_number?: string;
                }[];
                /** @enum {string} */
                availability_type?: 'existing_schedule' | 'custom';
                availability_id?: number | null;
                /** @enum {string} */
                schedule_type?: 'weekly_schedules';
                weekly_schedules?: {
                  sun?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides?:
                  | {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    }
                  | unknown[];
                settings?: {
                  /** @enum {string} */
                  schedule_type?: 'weekly_schedules';
                  weekly_schedules?: {
                    sun?: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon?: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue?: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed?: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu?: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri?: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat?: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides?:
                    | {
                        [key: string]: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      }
                    | unknown[];
                  /** @enum {string} */
                  range_type?: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days?: number;
                  range_date_between?: string[];
                  schedule_conditions?: {
                    value?: number;
                    /** @enum {string} */
                    unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before?: number;
                  buffer_time_after?: number;
                  slot_interval?: number | '' | null;
                  team_members?: number[];
                  multi_duration?: {
                    enabled?: boolean;
                    default_duration?: number;
                    available_durations?: number[];
                  };
                  booking_frequency?: {
                    enabled?: boolean;
                    limits?: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration?: {
                    enabled?: boolean;
                    limits?: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone?: {
                    enabled?: boolean;
                    timezone?: string;
                  };
                  /** @description The booking's title, with the e-mails' smart codes ({{guest.full_name}}, {{event.title}}, {{host.name}}, ...; unknown ones are left empty); empty: "<event> meeting between <host> and <guest>". One line of plain text. */
                  booking_title?: string;
                  submit_button_text?: string;
                  can_not_cancel?: {
                    enabled?: boolean;
                    /** @enum {string} */
                    type?: 'always' | 'conditional';
                    message?: string;
                    condition?: {
                      /** @enum {string} */
                      unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                      value?: number;
                    };
                  };
                  can_not_reschedule?: {
                    enabled?: boolean;
                    /** @enum {string} */
                    type?: 'always' | 'conditional';
                    message?: string;
                    condition?: {
                      /** @enum {string} */
                      unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                      value?: number;
                    };
                  };
                  requires_confirmation?: {
                    enabled?: boolean;
                    /** @enum {string} */
                    type?: 'always' | 'conditional';
                    condition?: {
                      /** @enum {string} */
                      unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                      value?: number;
                    };
                  };
                  custom_redirect?: {
                    enabled?: boolean;
                    redirect_url?: string;
                    /** @enum {string} */
                    is_query_string?: 'yes' | 'no';
                    query_string?: string;
                  };
                  multiple_booking?: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled?: boolean;
                    limit?: number;
                  };
                  /** @description Team events: the availability schedule of each team member (one of their own). The owner's entry, if sent, must be the event's schedule. */
                  hosts_schedules?: {
                    [key: string]: number;
                  };
                };
              };
            };
            /** @enum {string} */
            type?: 'simple' | 'team';
            title?: string | '';
            slug?: string | '';
            author_timezone?: string;
            description?: string;
            user_id?: number | '';
            slot?: {
              title: string;
              duration: number;
              slug?: string;
              /** @enum {string} */
              status?: 'active' | 'draft';
              /** @enum {string} */
              event_type?: 'single' | 'group' | 'round_robin' | 'collective';
              description?: string;
              color_schema?: string;
              max_book_per_slot?: number;
              is_display_spots?: boolean;
              location_type?: string;
              location_heading?: string;
              location_settings?: {
                /** @enum {string} */
                type:
                  | 'in_person_guest'
                  | 'in_person_organizer'
                  | 'phone_guest'
                  | 'phone_organizer'
                  | 'online_meeting'
                  | 'google_meet'
                  | 'ms_teams'
                  | 'zoom_meeting'
                  | 'custom';
                title?: string;
                display_on_booking?: boolean;
                description?: string;
                meeting_link?: string;
                host_phone_number?: string;
              }[];
              /** @enum {string} */
              availability_type?: 'existing_schedule' | 'custom';
              availability_id?: number | null;
              /** @enum {string} */
              schedule_type?: 'weekly_schedules';
              weekly_schedules?: {
                sun?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                mon?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                tue?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                wed?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                thu?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                fri?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                sat?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
              };
              date_overrides?:
                | {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  }
                | unknown[];
              settings?: {
                /** @enum {string} */
                schedule_type?: 'weekly_schedules';
                weekly_schedules?: {
                  sun?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides?:
                  | {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    }
                  | unknown[];
                /** @enum {string} */
                range_type?: 'range_days' | 'range_date_between' | 'range_indefinite';
                range_days?: number;
                range_date_between?: string[];
                schedule_conditions?: {
                  value?: number;
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                };
                buffer_time_before?: number;
                buffer_time_after?: number;
                slot_interval?: number | '' | null;
                team_members?: number[];
                multi_duration?: {
                  enabled?: boolean;
                  default_duration?: number;
                  available_durations?: number[];
                };
                booking_frequency?: {
                  enabled?: boolean;
                  limits?: {
                    /** @enum {string} */
                    unit: 'per_day' | 'per_week' | 'per_month';
                    value: number;
                  }[];
                };
                booking_duration?: {
                  enabled?: boolean;
                  limits?: {
                    /** @enum {string} */
                    unit: 'per_day' | 'per_week' | 'per_month';
                    value: number;
                  }[];
                };
                lock_timezone?: {
                  enabled?: boolean;
                  timezone?: string;
                };
                /** @description The booking's title, with the e-mails' smart codes ({{guest.full_name}}, {{event.title}}, {{host.name}}, ...; unknown ones are left empty); empty: "<event> meeting between <host> and <guest>". One line of plain text. */
                booking_title?: string;
                submit_button_text?: string;
                can_not_cancel?: {
                  enabled?: boolean;
                  /** @enum {string} */
                  type?: 'always' | 'conditional';
                  message?: string;
                  condition?: {
                    /** @enum {string} */
                    unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                    value?: number;
                  };
                };
                can_not_reschedule?: {
                  enabled?: boolean;
                  /** @enum {string} */
                  type?: 'always' | 'conditional';
                  message?: string;
                  condition?: {
                    /** @enum {string} */
                    unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                    value?: number;
                  };
                };
                requires_confirmation?: {
                  enabled?: boolean;
                  /** @enum {string} */
                  type?: 'always' | 'conditional';
                  condition?: {
                    /** @enum {string} */
                    unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                    value?: number;
                  };
                };
                custom_redirect?: {
                  enabled?: boolean;
                  redirect_url?: string;
                  /** @enum {string} */
                  is_query_string?: 'yes' | 'no';
                  query_string?: string;
                };
                multiple_booking?: {
                  /** @description Always false: Slotbook books one slot per request. */
                  enabled?: boolean;
                  limit?: number;
                };
                /** @description Team events: the availability schedule of each team member (one of their own). The owner's entry, if sent, must be the event's schedule. */
                hosts_schedules?: {
                  [key: string]: number;
                };
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              calendar: {
                id: number;
                hash: string;
                user_id: number;
                account_id: number;
                parent_id: number | null;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  [key: string]: unknown;
                };
                status: string;
                type: string;
                event_type: string;
                account_type: string;
                visibility: string;
                author_timezone: string;
                max_book_per_slot: number;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                public_url: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                /** @description The owner, or null when the account was deleted. */
                user: {
                  ID: number;
                  user_login: string;
                  user_nicename: string;
                  /** @description Empty unless the caller is the owner or reads every calendar. */
                  user_email: string;
                  /** @description YYYY-MM-DD HH:MM:SS, UTC */
                  user_registered: string;
                  display_name: string;
                  full_name: string;
                } | null;
                /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                event_order: number[];
                slots: {
                  id: number;
                  hash: string;
                  user_id: number;
                  calendar_id: number;
                  duration: number;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    /** @enum {string} */
                    schedule_type: 'weekly_schedules';
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    /** @enum {string} */
                    range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                    range_days: number;
                    range_date_between: string[];
                    schedule_conditions: {
                      value: number;
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                    };
                    buffer_time_before: number;
                    buffer_time_after: number;
                    /** @description Minutes between slot starts; null means the duration. */
                    slot_interval: number | null;
                    team_members: number[];
                    multi_duration: {
                      enabled: boolean;
                      default_duration: number;
                      available_durations: number[];
                    };
                    booking_frequency: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    booking_duration: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    lock_timezone: {
                      enabled: boolean;
                      timezone: string;
                    };
                    booking_title: string;
                    submit_button_text: string;
                    can_not_cancel: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    can_not_reschedule: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    requires_confirmation: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    custom_redirect: {
                      enabled: boolean;
                      redirect_url: string;
                      /** @enum {string} */
                      is_query_string: 'yes' | 'no';
                      query_string: string;
                    };
                    multiple_booking: {
                      /** @description Always false: Slotbook books one slot per request. */
                      enabled: boolean;
                      limit: number;
                    };
                    /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                    hosts_schedules: {
                      [key: string]: number;
                    };
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                  };
                  availability_type: string;
                  availability_id: number | null;
                  status: string;
                  type: string;
                  color_schema: string;
                  location_type: string;
                  location_heading: string;
                  location_settings: {
                    type: string;
                    title: string;
                    display_on_booking: boolean;
                    description: string;
                    meeting_link: string;
                    host_phone_number: string;
                  }[];
                  event_type: string;
                  is_display_spots: boolean;
                  max_book_per_slot: number;
                  public_url: string;
                  shortcode: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                  /** @description What one booking at the default duration costs, in major units (0 for free events). */
                  price_total: number;
                  /** @description The profiles of the team members who host it (empty for a one-host event). */
                  author_profiles: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  }[];
                  calendar: {
                    id: number;
                    hash: string;
                    user_id: number;
                    account_id: number;
                    parent_id: number | null;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      [key: string]: unknown;
                    };
                    status: string;
                    type: string;
                    event_type: string;
                    account_type: string;
                    visibility: string;
                    author_timezone: string;
                    max_book_per_slot: number;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                  };
                }[];
              };
              slot: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              } | null;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/check-slug': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a calendar slug (or an event slug of a calendar) is free and valid */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            slug: string;
            /**
             * @description `calendar` (the default) or `event` (a slug among the events of calendar_id).
             * @enum {string}
             */
            type?: 'calendar' | 'event';
            /** @description The calendar being renamed (it may keep its slug), or the calendar of the event. */
            calendar_id?: number | '';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: true;
              /** @description The slug checked, trimmed. */
              slug: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a calendar */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              calendar: {
                id: number;
                hash: string;
                user_id: number;
                account_id: number;
                parent_id: number | null;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  [key: string]: unknown;
                };
                status: string;
                type: string;
                event_type: string;
                account_type: string;
                visibility: string;
                author_timezone: string;
                max_book_per_slot: number;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                public_url: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                /** @description The owner, or null when the account was deleted. */
                user: {
                  ID: number;
                  user_login: string;
                  user_nicename: string;
                  /** @description Empty unless the caller is the owner or reads every calendar. */
                  user_email: string;
                  /** @description YYYY-MM-DD HH:MM:SS, UTC */
                  user_registered: string;
                  display_name: string;
                  full_name: string;
                } | null;
                /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                event_order: number[];
                slots: {
                  id: number;
                  hash: string;
                  user_id: number;
                  calendar_id: number;
                  duration: number;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    /** @enum {string} */
                    schedule_type: 'weekly_schedules';
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    /** @enum {string} */
                    range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                    range_days: number;
                    range_date_between: string[];
                    schedule_conditions: {
                      value: number;
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                    };
                    buffer_time_before: number;
                    buffer_time_after: number;
                    /** @description Minutes between slot starts; null means the duration. */
                    slot_interval: number | null;
                    team_members: number[];
                    multi_duration: {
                      enabled: boolean;
                      default_duration: number;
                      available_durations: number[];
                    };
                    booking_frequency: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    booking_duration: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    lock_timezone: {
                      enabled: boolean;
                      timezone: string;
                    };
                    booking_title: string;
                    submit_button_text: string;
                    can_not_cancel: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    can_not_reschedule: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    requires_confirmation: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    custom_redirect: {
                      enabled: boolean;
                      redirect_url: string;
                      /** @enum {string} */
                      is_query_string: 'yes' | 'no';
                      query_string: string;
                    };
                    multiple_booking: {
                      /** @description Always false: Slotbook books one slot per request. */
                      enabled: boolean;
                      limit: number;
                    };
                    /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                    hosts_schedules: {
                      [key: string]: number;
                    };
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                  };
                  availability_type: string;
                  availability_id: number | null;
                  status: string;
                  type: string;
                  color_schema: string;
                  location_type: string;
                  location_heading: string;
                  location_settings: {
                    type: string;
                    title: string;
                    display_on_booking: boolean;
                    description: string;
                    meeting_link: string;
                    host_phone_number: string;
                  }[];
                  event_type: string;
                  is_display_spots: boolean;
                  max_book_per_slot: number;
                  public_url: string;
                  shortcode: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                  /** @description What one booking at the default duration costs, in major units (0 for free events). */
                  price_total: number;
                  /** @description The profiles of the team members who host it (empty for a one-host event). */
                  author_profiles: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  }[];
                  calendar: {
                    id: number;
                    hash: string;
                    user_id: number;
                    account_id: number;
                    parent_id: number | null;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      [key: string]: unknown;
                    };
                    status: string;
                    type: string;
                    event_type: string;
                    account_type: string;
                    visibility: string;
                    author_timezone: string;
                    max_book_per_slot: number;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                  };
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a calendar (title, slug, description, time zone, visibility) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            calendar?: {
              title?: string;
              slug?: string;
              author_timezone?: string;
              description?: string;
              /** @enum {string} */
              visibility?: 'public' | 'private';
            };
            title?: string;
            slug?: string;
            author_timezone?: string;
            description?: string;
            /** @enum {string} */
            visibility?: 'public' | 'private';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              calendar: {
                id: number;
                hash: string;
                user_id: number;
                account_id: number;
                parent_id: number | null;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  [key: string]: unknown;
                };
                status: string;
                type: string;
                event_type: string;
                account_type: string;
                visibility: string;
                author_timezone: string;
                max_book_per_slot: number;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                public_url: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                /** @description The owner, or null when the account was deleted. */
                user: {
                  ID: number;
                  user_login: string;
                  user_nicename: string;
                  /** @description Empty unless the caller is the owner or reads every calendar. */
                  user_email: string;
                  /** @description YYYY-MM-DD HH:MM:SS, UTC */
                  user_registered: string;
                  display_name: string;
                  full_name: string;
                } | null;
                /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                event_order: number[];
                slots: {
                  id: number;
                  hash: string;
                  user_id: number;
                  calendar_id: number;
                  duration: number;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    /** @enum {string} */
                    schedule_type: 'weekly_schedules';
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    /** @enum {string} */
                    range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                    range_days: number;
                    range_date_between: string[];
                    schedule_conditions: {
                      value: number;
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                    };
                    buffer_time_before: number;
                    buffer_time_after: number;
                    /** @description Minutes between slot starts; null means the duration. */
                    slot_interval: number | null;
                    team_members: number[];
                    multi_duration: {
                      enabled: boolean;
                      default_duration: number;
                      available_durations: number[];
                    };
                    booking_frequency: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    booking_duration: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    lock_timezone: {
                      enabled: boolean;
                      timezone: string;
                    };
                    booking_title: string;
                    submit_button_text: string;
                    can_not_cancel: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    can_not_reschedule: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    requires_confirmation: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    custom_redirect: {
                      enabled: boolean;
                      redirect_url: string;
                      /** @enum {string} */
                      is_query_string: 'yes' | 'no';
                      query_string: string;
                    };
                    multiple_booking: {
                      /** @description Always false: Slotbook books one slot per request. */
                      enabled: boolean;
                      limit: number;
                    };
                    /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                    hosts_schedules: {
                      [key: string]: number;
                    };
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                  };
                  availability_type: string;
                  availability_id: number | null;
                  status: string;
                  type: string;
                  color_schema: string;
                  location_type: string;
                  location_heading: string;
                  location_settings: {
                    type: string;
                    title: string;
                    display_on_booking: boolean;
                    description: string;
                    meeting_link: string;
                    host_phone_number: string;
                  }[];
                  event_type: string;
                  is_display_spots: boolean;
                  max_book_per_slot: number;
                  public_url: string;
                  shortcode: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                  /** @description What one booking at the default duration costs, in major units (0 for free events). */
                  price_total: number;
                  /** @description The profiles of the team members who host it (empty for a one-host event). */
                  author_profiles: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  }[];
                  calendar: {
                    id: number;
                    hash: string;
                    user_id: number;
                    account_id: number;
                    parent_id: number | null;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      [key: string]: unknown;
                    };
                    status: string;
                    type: string;
                    event_type: string;
                    account_type: string;
                    visibility: string;
                    author_timezone: string;
                    max_book_per_slot: number;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                  };
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"calendar_exists","message":"That calendar already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a calendar (title, slug, description, time zone, visibility) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            calendar?: {
              title?: string;
              slug?: string;
              author_timezone?: string;
              description?: string;
              /** @enum {string} */
              visibility?: 'public' | 'private';
            };
            title?: string;
            slug?: string;
            author_timezone?: string;
            description?: string;
            /** @enum {string} */
            visibility?: 'public' | 'private';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              calendar: {
                id: number;
                hash: string;
                user_id: number;
                account_id: number;
                parent_id: number | null;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  [key: string]: unknown;
                };
                status: string;
                type: string;
                event_type: string;
                account_type: string;
                visibility: string;
                author_timezone: string;
                max_book_per_slot: number;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                public_url: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                /** @description The owner, or null when the account was deleted. */
                user: {
                  ID: number;
                  user_login: string;
                  user_nicename: string;
                  /** @description Empty unless the caller is the owner or reads every calendar. */
                  user_email: string;
                  /** @description YYYY-MM-DD HH:MM:SS, UTC */
                  user_registered: string;
                  display_name: string;
                  full_name: string;
                } | null;
                /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                event_order: number[];
                slots: {
                  id: number;
                  hash: string;
                  user_id: number;
                  calendar_id: number;
                  duration: number;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    /** @enum {string} */
                    schedule_type: 'weekly_schedules';
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    /** @enum {string} */
                    range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                    range_days: number;
                    range_date_between: string[];
                    schedule_conditions: {
                      value: number;
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                    };
                    buffer_time_before: number;
                    buffer_time_after: number;
                    /** @description Minutes between slot starts; null means the duration. */
                    slot_interval: number | null;
                    team_members: number[];
                    multi_duration: {
                      enabled: boolean;
                      default_duration: number;
                      available_durations: number[];
                    };
                    booking_frequency: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    booking_duration: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    lock_timezone: {
                      enabled: boolean;
                      timezone: string;
                    };
                    booking_title: string;
                    submit_button_text: string;
                    can_not_cancel: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    can_not_reschedule: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    requires_confirmation: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    custom_redirect: {
                      enabled: boolean;
                      redirect_url: string;
                      /** @enum {string} */
                      is_query_string: 'yes' | 'no';
                      query_string: string;
                    };
                    multiple_booking: {
                      /** @description Always false: Slotbook books one slot per request. */
                      enabled: boolean;
                      limit: number;
                    };
                    /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                    hosts_schedules: {
                      [key: string]: number;
                    };
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                  };
                  availability_type: string;
                  availability_id: number | null;
                  status: string;
                  type: string;
                  color_schema: string;
                  location_type: string;
                  location_heading: string;
                  location_settings: {
                    type: string;
                    title: string;
                    display_on_booking: boolean;
                    description: string;
                    meeting_link: string;
                    host_phone_number: string;
                  }[];
                  event_type: string;
                  is_display_spots: boolean;
                  max_book_per_slot: number;
                  public_url: string;
                  shortcode: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                  /** @description What one booking at the default duration costs, in major units (0 for free events). */
                  price_total: number;
                  /** @description The profiles of the team members who host it (empty for a one-host event). */
                  author_profiles: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  }[];
                  calendar: {
                    id: number;
                    hash: string;
                    user_id: number;
                    account_id: number;
                    parent_id: number | null;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      [key: string]: unknown;
                    };
                    status: string;
                    type: string;
                    event_type: string;
                    account_type: string;
                    visibility: string;
                    author_timezone: string;
                    max_book_per_slot: number;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                  };
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"calendar_exists","message":"That calendar already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Delete a calendar with its events and their settings */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"calendar_exists","message":"That calendar already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/event-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the order of the calendar's events (listings, pickers, the public page) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Event ids of this calendar. */
            event_order: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              calendar: {
                id: number;
                hash: string;
                user_id: number;
                account_id: number;
                parent_id: number | null;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  [key: string]: unknown;
                };
                status: string;
                type: string;
                event_type: string;
                account_type: string;
                visibility: string;
                author_timezone: string;
                max_book_per_slot: number;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                public_url: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                /** @description The owner, or null when the account was deleted. */
                user: {
                  ID: number;
                  user_login: string;
                  user_nicename: string;
                  /** @description Empty unless the caller is the owner or reads every calendar. */
                  user_email: string;
                  /** @description YYYY-MM-DD HH:MM:SS, UTC */
                  user_registered: string;
                  display_name: string;
                  full_name: string;
                } | null;
                /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                event_order: number[];
                slots: {
                  id: number;
                  hash: string;
                  user_id: number;
                  calendar_id: number;
                  duration: number;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    /** @enum {string} */
                    schedule_type: 'weekly_schedules';
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    /** @enum {string} */
                    range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                    range_days: number;
                    range_date_between: string[];
                    schedule_conditions: {
                      value: number;
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                    };
                    buffer_time_before: number;
                    buffer_time_after: number;
                    /** @description Minutes between slot starts; null means the duration. */
                    slot_interval: number | null;
                    team_members: number[];
                    multi_duration: {
                      enabled: boolean;
                      default_duration: number;
                      available_durations: number[];
                    };
                    booking_frequency: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    booking_duration: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    lock_timezone: {
                      enabled: boolean;
                      timezone: string;
                    };
                    booking_title: string;
                    submit_button_text: string;
                    can_not_cancel: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    can_not_reschedule: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    requires_confirmation: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    custom_redirect: {
                      enabled: boolean;
                      redirect_url: string;
                      /** @enum {string} */
                      is_query_string: 'yes' | 'no';
                      query_string: string;
                    };
                    multiple_booking: {
                      /** @description Always false: Slotbook books one slot per request. */
                      enabled: boolean;
                      limit: number;
                    };
                    /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                    hosts_schedules: {
                      [key: string]: number;
                    };
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                  };
                  availability_type: string;
                  availability_id: number | null;
                  status: string;
                  type: string;
                  color_schema: string;
                  location_type: string;
                  location_heading: string;
                  location_settings: {
                    type: string;
                    title: string;
                    display_on_booking: boolean;
                    description: string;
                    meeting_link: string;
                    host_phone_number: string;
                  }[];
                  event_type: string;
                  is_display_spots: boolean;
                  max_book_per_slot: number;
                  public_url: string;
                  shortcode: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                  /** @description What one booking at the default duration costs, in major units (0 for free events). */
                  price_total: number;
                  /** @description The profiles of the team members who host it (empty for a one-host event). */
                  author_profiles: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  }[];
                  calendar: {
                    id: number;
                    hash: string;
                    user_id: number;
                    account_id: number;
                    parent_id: number | null;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      [key: string]: unknown;
                    };
                    status: string;
                    type: string;
                    event_type: string;
                    account_type: string;
                    visibility: string;
                    author_timezone: string;
                    max_book_per_slot: number;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                  };
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"calendar_exists","message":"That calendar already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/event-schema': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The calendar and the template of a new event */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              calendar: {
                id: number;
                hash: string;
                user_id: number;
                account_id: number;
                parent_id: number | null;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  [key: string]: unknown;
                };
                status: string;
                type: string;
                event_type: string;
                account_type: string;
                visibility: string;
                author_timezone: string;
                max_book_per_slot: number;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                public_url: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                /** @description The owner, or null when the account was deleted. */
                user: {
                  ID: number;
                  user_login: string;
                  user_nicename: string;
                  /** @description Empty unless the caller is the owner or reads every calendar. */
                  user_email: string;
                  /** @description YYYY-MM-DD HH:MM:SS, UTC */
                  user_registered: string;
                  display_name: string;
                  full_name: string;
                } | null;
                /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                event_order: number[];
                slots: {
                  id: number;
                  hash: string;
                  user_id: number;
                  calendar_id: number;
                  duration: number;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    /** @enum {string} */
                    schedule_type: 'weekly_schedules';
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    /** @enum {string} */
                    range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                    range_days: number;
                    range_date_between: string[];
                    schedule_conditions: {
                      value: number;
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                    };
                    buffer_time_before: number;
                    buffer_time_after: number;
                    /** @description Minutes between slot starts; null means the duration. */
                    slot_interval: number | null;
                    team_members: number[];
                    multi_duration: {
                      enabled: boolean;
                      default_duration: number;
                      available_durations: number[];
                    };
                    booking_frequency: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    booking_duration: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    lock_timezone: {
                      enabled: boolean;
                      timezone: string;
                    };
                    booking_title: string;
                    submit_button_text: string;
                    can_not_cancel: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    can_not_reschedule: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    requires_confirmation: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    custom_redirect: {
                      enabled: boolean;
                      redirect_url: string;
                      /** @enum {string} */
                      is_query_string: 'yes' | 'no';
                      query_string: string;
                    };
                    multiple_booking: {
                      /** @description Always false: Slotbook books one slot per request. */
                      enabled: boolean;
                      limit: number;
                    };
                    /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                    hosts_schedules: {
                      [key: string]: number;
                    };
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                  };
                  availability_type: string;
                  availability_id: number | null;
                  status: string;
                  type: string;
                  color_schema: string;
                  location_type: string;
                  location_heading: string;
                  location_settings: {
                    type: string;
                    title: string;
                    display_on_booking: boolean;
                    description: string;
                    meeting_link: string;
                    host_phone_number: string;
                  }[];
                  event_type: string;
                  is_display_spots: boolean;
                  max_book_per_slot: number;
                  public_url: string;
                  shortcode: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                  /** @description What one booking at the default duration costs, in major units (0 for free events). */
                  price_total: number;
                  /** @description The profiles of the team members who host it (empty for a one-host event). */
                  author_profiles: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  }[];
                  calendar: {
                    id: number;
                    hash: string;
                    user_id: number;
                    account_id: number;
                    parent_id: number | null;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      [key: string]: unknown;
                    };
                    status: string;
                    type: string;
                    event_type: string;
                    account_type: string;
                    visibility: string;
                    author_timezone: string;
                    max_book_per_slot: number;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                  };
                }[];
              };
              slot: {
                title: string;
                status: string;
                description: string;
                duration: number;
                color_schema: string;
                event_type: string;
                type: string;
                availability_type: string;
                availability_id: number | null;
                max_book_per_slot: number;
                is_display_spots: boolean;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                calendar: {
                  id: number;
                  hash: string;
                  user_id: number;
                  account_id: number;
                  parent_id: number | null;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    [key: string]: unknown;
                  };
                  status: string;
                  type: string;
                  event_type: string;
                  account_type: string;
                  visibility: string;
                  author_timezone: string;
                  max_book_per_slot: number;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  public_url: string;
                  author_profile: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  };
                  /** @description The owner, or null when the account was deleted. */
                  user: {
                    ID: number;
                    user_login: string;
                    user_nicename: string;
                    /** @description Empty unless the caller is the owner or reads every calendar. */
                    user_email: string;
                    /** @description YYYY-MM-DD HH:MM:SS, UTC */
                    user_registered: string;
                    display_name: string;
                    full_name: string;
                  } | null;
                  /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                  event_order: number[];
                  slots: {
                    id: number;
                    hash: string;
                    user_id: number;
                    calendar_id: number;
                    duration: number;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      /** @enum {string} */
                      schedule_type: 'weekly_schedules';
                      weekly_schedules: {
                        sun: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        mon: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        tue: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        wed: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        thu: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        fri: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        sat: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                      };
                      date_overrides: {
                        [key: string]: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      /** @enum {string} */
                      range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                      range_days: number;
                      range_date_between: string[];
                      schedule_conditions: {
                        value: number;
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      };
                      buffer_time_before: number;
                      buffer_time_after: number;
                      /** @description Minutes between slot starts; null means the duration. */
                      slot_interval: number | null;
                      team_members: number[];
                      multi_duration: {
                        enabled: boolean;
                        default_duration: number;
                        available_durations: number[];
                      };
                      booking_frequency: {
                        enabled: boolean;
                        limits: {
                          /** @enum {string} */
                          unit: 'per_day' | 'per_week' | 'per_month';
                          value: number;
                        }[];
                      };
                      booking_duration: {
                        enabled: boolean;
                        limits: {
                          /** @enum {string} */
                          unit: 'per_day' | 'per_week' | 'per_month';
                          value: number;
                        }[];
                      };
                      lock_timezone: {
                        enabled: boolean;
                        timezone: string;
                      };
                      booking_title: string;
                      submit_button_text: string;
                      can_not_cancel: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        message: string;
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      can_not_reschedule: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        message: string;
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      requires_confirmation: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      custom_redirect: {
                        enabled: boolean;
                        redirect_url: string;
                        /** @enum {string} */
                        is_query_string: 'yes' | 'no';
                        query_string: string;
                      };
                      multiple_booking: {
                        /** @description Always false: Slotbook books one slot per request. */
                        enabled: boolean;
                        limit: number;
                      };
                      /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                      hosts_schedules: {
                        [key: string]: number;
                      };
                      /** @description The location types Slotbook accepts in `location_settings`, by group. */
                      location_fields: {
                        [key: string]: {
                          label: string;
                          options: {
                            [key: string]: {
                              title: string;
                              disabled?: boolean;
                              location_type?: string;
                            };
                          };
                        };
                      };
                    };
                    availability_type: string;
                    availability_id: number | null;
                    status: string;
                    type: string;
                    color_schema: string;
                    location_type: string;
                    location_heading: string;
                    location_settings: {
                      type: string;
                      title: string;
                      display_on_booking: boolean;
                      description: string;
                      meeting_link: string;
                      host_phone_number: string;
                    }[];
                    event_type: string;
                    is_display_spots: boolean;
                    max_book_per_slot: number;
                    public_url: string;
                    shortcode: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                    /** @description What one booking at the default duration costs, in major units (0 for free events). */
                    price_total: number;
                    /** @description The profiles of the team members who host it (empty for a one-host event). */
                    author_profiles: {
                      ID: number;
                      name: string;
                      author_slug: string;
                      first_name: string;
                      last_name: string;
                      avatar: string;
                      phone: string;
                      featured_image: string;
                    }[];
                    calendar: {
                      id: number;
                      hash: string;
                      user_id: number;
                      account_id: number;
                      parent_id: number | null;
                      title: string;
                      slug: string;
                      media_id: number;
                      description: string;
                      settings: {
                        [key: string]: unknown;
                      };
                      status: string;
                      type: string;
                      event_type: string;
                      account_type: string;
                      visibility: string;
                      author_timezone: string;
                      max_book_per_slot: number;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      created_at: string;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      updated_at: string;
                    };
                  }[];
                };
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/clone-event/{event_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Clone an event, into this calendar or `new_calendar_id` */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      /** @description Other calendar-shaped fields are accepted and ignored. */
      requestBody: {
        content: {
          'application/json': {
            new_calendar_id?: number;
          } & {
            [key: string]: unknown;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              calendar: {
                id: number;
                hash: string;
                user_id: number;
                account_id: number;
                parent_id: number | null;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  [key: string]: unknown;
                };
                status: string;
                type: string;
                event_type: string;
                account_type: string;
                visibility: string;
                author_timezone: string;
                max_book_per_slot: number;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                public_url: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                /** @description The owner, or null when the account was deleted. */
                user: {
                  ID: number;
                  user_login: string;
                  user_nicename: string;
                  /** @description Empty unless the caller is the owner or reads every calendar. */
                  user_email: string;
                  /** @description YYYY-MM-DD HH:MM:SS, UTC */
                  user_registered: string;
                  display_name: string;
                  full_name: string;
                } | null;
                /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                event_order: number[];
                slots: {
                  id: number;
                  hash: string;
                  user_id: number;
                  calendar_id: number;
                  duration: number;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    /** @enum {string} */
                    schedule_type: 'weekly_schedules';
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    /** @enum {string} */
                    range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                    range_days: number;
                    range_date_between: string[];
                    schedule_conditions: {
                      value: number;
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                    };
                    buffer_time_before: number;
                    buffer_time_after: number;
                    /** @description Minutes between slot starts; null means the duration. */
                    slot_interval: number | null;
                    team_members: number[];
                    multi_duration: {
                      enabled: boolean;
                      default_duration: number;
                      available_durations: number[];
                    };
                    booking_frequency: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    booking_duration: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    lock_timezone: {
                      enabled: boolean;
                      timezone: string;
                    };
                    booking_title: string;
                    submit_button_text: string;
                    can_not_cancel: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    can_not_reschedule: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    requires_confirmation: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    custom_redirect: {
                      enabled: boolean;
                      redirect_url: string;
                      /** @enum {string} */
                      is_query_string: 'yes' | 'no';
                      query_string: string;
                    };
                    multiple_booking: {
                      /** @description Always false: Slotbook books one slot per request. */
                      enabled: boolean;
                      limit: number;
                    };
                    /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                    hosts_schedules: {
                      [key: string]: number;
                    };
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                  };
                  availability_type: string;
                  availability_id: number | null;
                  status: string;
                  type: string;
                  color_schema: string;
                  location_type: string;
                  location_heading: string;
                  location_settings: {
                    type: string;
                    title: string;
                    display_on_booking: boolean;
                    description: string;
                    meeting_link: string;
                    host_phone_number: string;
                  }[];
                  event_type: string;
                  is_display_spots: boolean;
                  max_book_per_slot: number;
                  public_url: string;
                  shortcode: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                  /** @description What one booking at the default duration costs, in major units (0 for free events). */
                  price_total: number;
                  /** @description The profiles of the team members who host it (empty for a one-host event). */
                  author_profiles: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  }[];
                  calendar: {
                    id: number;
                    hash: string;
                    user_id: number;
                    account_id: number;
                    parent_id: number | null;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      [key: string]: unknown;
                    };
                    status: string;
                    type: string;
                    event_type: string;
                    account_type: string;
                    visibility: string;
                    author_timezone: string;
                    max_book_per_slot: number;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                  };
                }[];
              };
              slot: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                /** @description The settings copied with it (booking form, notifications, ...). */
                event_metas: {
                  id: number;
                  object_type: string;
                  object_id: number;
                  /** @example booking_fields */
                  key: string;
                  value: unknown;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"calendar_exists","message":"That calendar already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an event (slot) in a calendar */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            duration: number;
            slug?: string;
            /** @enum {string} */
            status?: 'active' | 'draft';
            /** @enum {string} */
            event_type?: 'single' | 'group' | 'round_robin' | 'collective';
            description?: string;
            color_schema?: string;
            max_book_per_slot?: number;
            is_display_spots?: boolean;
            location_type?: string;
            location_heading?: string;
            location_settings?: {
              /** @enum {string} */
              type:
                | 'in_person_guest'
                | 'in_person_organizer'
                | 'phone_guest'
                | 'phone_organizer'
                | 'online_meeting'
                | 'google_meet'
                | 'ms_teams'
                | 'zoom_meeting'
                | 'custom';
              title?: string;
              display_on_booking?: boolean;
              description?: string;
              meeting_link?: string;
              host_phone_number?: string;
            }[];
            /** @enum {string} */
            availability_type?: 'existing_schedule' | 'custom';
            availability_id?: number | null;
            /** @enum {string} */
            schedule_type?: 'weekly_schedules';
            weekly_schedules?: {
              sun?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              mon?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              tue?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              wed?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              thu?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              fri?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              sat?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
            };
            date_overrides?:
              | {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                }
              | unknown[];
            settings?: {
              /** @enum {string} */
              schedule_type?: 'weekly_schedules';
              weekly_schedules?: {
                sun?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                mon?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                tue?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                wed?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                thu?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                fri?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                sat?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
              };
              date_overrides?:
                | {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  }
                | unknown[];
              /** @enum {string} */
              range_type?: 'range_days' | 'range_date_between' | 'range_indefinite';
              range_days?: number;
              range_date_between?: string[];
              schedule_conditions?: {
                value?: number;
                /** @enum {string} */
                unit?: 'minutes' | 'hours' | 'days' | 'weeks';
              };
              buffer_time_before?: number;
              buffer_time_after?: number;
              slot_interval?: number | '' | null;
              team_members?: number[];
              multi_duration?: {
                enabled?: boolean;
                default_duration?: number;
                available_durations?: number[];
              };
              booking_frequency?: {
                enabled?: boolean;
                limits?: {
                  /** @enum {string} */
                  unit: 'per_day' | 'per_week' | 'per_month';
                  value: number;
                }[];
              };
              booking_duration?: {
                enabled?: boolean;
                limits?: {
                  /** @enum {string} */
                  unit: 'per_day' | 'per_week' | 'per_month';
                  value: number;
                }[];
              };
              lock_timezone?: {
                enabled?: boolean;
                timezone?: string;
              };
              /** @description The booking's title, with the e-mails' smart codes ({{guest.full_name}}, {{event.title}}, {{host.name}}, ...; unknown ones are left empty); empty: "<event> meeting between <host> and <guest>". One line of plain text. */
              booking_title?: string;
              submit_button_text?: string;
              can_not_cancel?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                message?: string;
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              can_not_reschedule?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                message?: string;
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              requires_confirmation?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              custom_redirect?: {
                enabled?: boolean;
                redirect_url?: string;
                /** @enum {string} */
                is_query_string?: 'yes' | 'no';
                query_string?: string;
              };
              multiple_booking?: {
                /** @description Always false: Slotbook books one slot per request. */
                enabled?: boolean;
                limit?: number;
              };
              /** @description Team events: the availability schedule of each team member (one of their own). The owner's entry, if sent, must be the event's schedule. */
              hosts_schedules?: {
                [key: string]: number;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              slot: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"event_exists","message":"That event already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/events/{event_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an event of a calendar */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              calendar_event: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                calendar: {
                  id: number;
                  hash: string;
                  user_id: number;
                  account_id: number;
                  parent_id: number | null;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    [key: string]: unknown;
                  };
                  status: string;
                  type: string;
                  event_type: string;
                  account_type: string;
                  visibility: string;
                  author_timezone: string;
                  max_book_per_slot: number;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  public_url: string;
                  author_profile: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  };
                  /** @description The owner, or null when the account was deleted. */
                  user: {
                    ID: number;
                    user_login: string;
                    user_nicename: string;
                    /** @description Empty unless the caller is the owner or reads every calendar. */
                    user_email: string;
                    /** @description YYYY-MM-DD HH:MM:SS, UTC */
                    user_registered: string;
                    display_name: string;
                    full_name: string;
                  } | null;
                  /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                  event_order: number[];
                  slots: {
                    id: number;
                    hash: string;
                    user_id: number;
                    calendar_id: number;
                    duration: number;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      /** @enum {string} */
                      schedule_type: 'weekly_schedules';
                      weekly_schedules: {
                        sun: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        mon: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        tue: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        wed: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        thu: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        fri: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        sat: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                      };
                      date_overrides: {
                        [key: string]: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      /** @enum {string} */
                      range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                      range_days: number;
                      range_date_between: string[];
                      schedule_conditions: {
                        value: number;
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      };
                      buffer_time_before: number;
                      buffer_time_after: number;
                      /** @description Minutes between slot starts; null means the duration. */
                      slot_interval: number | null;
                      team_members: number[];
                      multi_duration: {
                        enabled: boolean;
                        default_duration: number;
                        available_durations: number[];
                      };
                      booking_frequency: {
                        enabled: boolean;
                        limits: {
                          /** @enum {string} */
                          unit: 'per_day' | 'per_week' | 'per_month';
                          value: number;
                        }[];
                      };
                      booking_duration: {
                        enabled: boolean;
                        limits: {
                          /** @enum {string} */
                          unit: 'per_day' | 'per_week' | 'per_month';
                          value: number;
                        }[];
                      };
                      lock_timezone: {
                        enabled: boolean;
                        timezone: string;
                      };
                      booking_title: string;
                      submit_button_text: string;
                      can_not_cancel: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        message: string;
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      can_not_reschedule: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        message: string;
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      requires_confirmation: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      custom_redirect: {
                        enabled: boolean;
                        redirect_url: string;
                        /** @enum {string} */
                        is_query_string: 'yes' | 'no';
                        query_string: string;
                      };
                      multiple_booking: {
                        /** @description Always false: Slotbook books one slot per request. */
                        enabled: boolean;
                        limit: number;
                      };
                      /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                      hosts_schedules: {
                        [key: string]: number;
                      };
                      /** @description The location types Slotbook accepts in `location_settings`, by group. */
                      location_fields: {
                        [key: string]: {
                          label: string;
                          options: {
                            [key: string]: {
                              title: string;
                              disabled?: boolean;
                              location_type?: string;
                            };
                          };
                        };
                      };
                    };
                    availability_type: string;
                    availability_id: number | null;
                    status: string;
                    type: string;
                    color_schema: string;
                    location_type: string;
                    location_heading: string;
                    location_settings: {
                      type: string;
                      title: string;
                      display_on_booking: boolean;
                      description: string;
                      meeting_link: string;
                      host_phone_number: string;
                    }[];
                    event_type: string;
                    is_display_spots: boolean;
                    max_book_per_slot: number;
                    public_url: string;
                    shortcode: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                    /** @description What one booking at the default duration costs, in major units (0 for free events). */
                    price_total: number;
                    /** @description The profiles of the team members who host it (empty for a one-host event). */
                    author_profiles: {
                      ID: number;
                      name: string;
                      author_slug: string;
                      first_name: string;
                      last_name: string;
                      avatar: string;
                      phone: string;
                      featured_image: string;
                    }[];
                    calendar: {
                      id: number;
                      hash: string;
                      user_id: number;
                      account_id: number;
                      parent_id: number | null;
                      title: string;
                      slug: string;
                      media_id: number;
                      description: string;
                      settings: {
                        [key: string]: unknown;
                      };
                      status: string;
                      type: string;
                      event_type: string;
                      account_type: string;
                      visibility: string;
                      author_timezone: string;
                      max_book_per_slot: number;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      created_at: string;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      updated_at: string;
                    };
                  }[];
                };
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update an event; absent fields keep their value, settings merge key by key */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            slug?: string;
            duration?: number;
            /** @enum {string} */
            status?: 'active' | 'draft';
            /** @enum {string} */
            event_type?: 'single' | 'group' | 'round_robin' | 'collective';
            description?: string;
            color_schema?: string;
            max_book_per_slot?: number;
            is_display_spots?: boolean;
            location_type?: string;
            location_heading?: string;
            location_settings?: {
              /** @enum {string} */
              type:
                | 'in_person_guest'
                | 'in_person_organizer'
                | 'phone_guest'
                | 'phone_organizer'
                | 'online_meeting'
                | 'google_meet'
                | 'ms_teams'
                | 'zoom_meeting'
                | 'custom';
              title?: string;
              display_on_booking?: boolean;
              description?: string;
              meeting_link?: string;
              host_phone_number?: string;
            }[];
            /** @enum {string} */
            availability_type?: 'existing_schedule' | 'custom';
            availability_id?: number | null;
            /** @enum {string} */
            schedule_type?: 'weekly_schedules';
            weekly_schedules?: {
              sun?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              mon?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              tue?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              wed?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              thu?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              fri?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              sat?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
            };
            date_overrides?:
              | {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                }
              | unknown[];
            settings?: {
              /** @enum {string} */
              schedule_type?: 'weekly_schedules';
              weekly_schedules?: {
                sun?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                mon?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                tue?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                wed?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                thu?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                fri?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                sat?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
              };
              date_overrides?:
                | {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  }
                | unknown[];
              /** @enum {string} */
              range_type?: 'range_days' | 'range_date_between' | 'range_indefinite';
              range_days?: number;
              range_date_between?: string[];
              schedule_conditions?: {
                value?: number;
                /** @enum {string} */
                unit?: 'minutes' | 'hours' | 'days' | 'weeks';
              };
              buffer_time_before?: number;
              buffer_time_after?: number;
              slot_interval?: number | '' | null;
              team_members?: number[];
              multi_duration?: {
                enabled?: boolean;
                default_duration?: number;
                available_durations?: number[];
              };
              booking_frequency?: {
                enabled?: boolean;
                limits?: {
                  /** @enum {string} */
                  unit: 'per_day' | 'per_week' | 'per_month';
                  value: number;
                }[];
              };
              booking_duration?: {
                enabled?: boolean;
                limits?: {
                  /** @enum {string} */
                  unit: 'per_day' | 'per_week' | 'per_month';
                  value: number;
                }[];
              };
              lock_timezone?: {
                enabled?: boolean;
                timezone?: string;
              };
              /** @description The booking's title, with the e-mails' smart codes ({{guest.full_name}}, {{event.title}}, {{host.name}}, ...; unknown ones are left empty); empty: "<event> meeting between <host> and <guest>". One line of plain text. */
              booking_title?: string;
              submit_button_text?: string;
              can_not_cancel?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                message?: string;
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              can_not_reschedule?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                message?: string;
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              requires_confirmation?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              custom_redirect?: {
                enabled?: boolean;
                redirect_url?: string;
                /** @enum {string} */
                is_query_string?: 'yes' | 'no';
                query_string?: string;
              };
              multiple_booking?: {
                /** @description Always false: Slotbook books one slot per request. */
                enabled?: boolean;
                limit?: number;
              };
              /** @description Team events: the availability schedule of each team member (one of their own). The owner's entry, if sent, must be the event's schedule. */
              hosts_schedules?: {
                [key: string]: number;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              event: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"event_exists","message":"That event already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete an event and its settings */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"event_exists","message":"That event already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/events/{event_id}/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update an event; absent fields keep their value, settings merge key by key */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            slug?: string;
            duration?: number;
            /** @enum {string} */
            status?: 'active' | 'draft';
            /** @enum {string} */
            event_type?: 'single' | 'group' | 'round_robin' | 'collective';
            description?: string;
            color_schema?: string;
            max_book_per_slot?: number;
            is_display_spots?: boolean;
            location_type?: string;
            location_heading?: string;
            location_settings?: {
              /** @enum {string} */
              type:
                | 'in_person_guest'
                | 'in_person_organizer'
                | 'phone_guest'
                | 'phone_organizer'
                | 'online_meeting'
                | 'google_meet'
                | 'ms_teams'
                | 'zoom_meeting'
                | 'custom';
              title?: string;
              display_on_booking?: boolean;
              description?: string;
              meeting_link?: string;
              host_phone_number?: string;
            }[];
            /** @enum {string} */
            availability_type?: 'existing_schedule' | 'custom';
            availability_id?: number | null;
            /** @enum {string} */
            schedule_type?: 'weekly_schedules';
            weekly_schedules?: {
              sun?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              mon?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              tue?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              wed?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              thu?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              fri?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              sat?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
            };
            date_overrides?:
              | {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                }
              | unknown[];
            settings?: {
              /** @enum {string} */
              schedule_type?: 'weekly_schedules';
              weekly_schedules?: {
                sun?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                mon?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                tue?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                wed?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                thu?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                fri?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                sat?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
              };
              date_overrides?:
                | {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  }
                | unknown[];
              /** @enum {string} */
              range_type?: 'range_days' | 'range_date_between' | 'range_indefinite';
              range_days?: number;
              range_date_between?: string[];
              schedule_conditions?: {
                value?: number;
                /** @enum {string} */
                unit?: 'minutes' | 'hours' | 'days' | 'weeks';
              };
              buffer_time_before?: number;
              buffer_time_after?: number;
              slot_interval?: number | '' | null;
              team_members?: number[];
              multi_duration?: {
                enabled?: boolean;
                default_duration?: number;
                available_durations?: number[];
              };
              booking_frequency?: {
                enabled?: boolean;
                limits?: {
                  /** @enum {string} */
                  unit: 'per_day' | 'per_week' | 'per_month';
                  value: number;
                }[];
              };
              booking_duration?: {
                enabled?: boolean;
                limits?: {
                  /** @enum {string} */
                  unit: 'per_day' | 'per_week' | 'per_month';
                  value: number;
                }[];
              };
              lock_timezone?: {
                enabled?: boolean;
                timezone?: string;
              };
              /** @description The booking's title, with the e-mails' smart codes ({{guest.full_name}}, {{event.title}}, {{host.name}}, ...; unknown ones are left empty); empty: "<event> meeting between <host> and <guest>". One line of plain text. */
              booking_title?: string;
              submit_button_text?: string;
              can_not_cancel?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                message?: string;
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              can_not_reschedule?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                message?: string;
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              requires_confirmation?: {
                enabled?: boolean;
                /** @enum {string} */
                type?: 'always' | 'conditional';
                condition?: {
                  /** @enum {string} */
                  unit?: 'minutes' | 'hours' | 'days' | 'weeks';
                  value?: number;
                };
              };
              custom_redirect?: {
                enabled?: boolean;
                redirect_url?: string;
                /** @enum {string} */
                is_query_string?: 'yes' | 'no';
                query_string?: string;
              };
              multiple_booking?: {
                /** @description Always false: Slotbook books one slot per request. */
                enabled?: boolean;
                limit?: number;
              };
              /** @description Team events: the availability schedule of each team member (one of their own). The owner's entry, if sent, must be the event's schedule. */
              hosts_schedules?: {
                [key: string]: number;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              event: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"event_exists","message":"That event already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/events/{event_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an event by id */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              calendar_event: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                calendar: {
                  id: number;
                  hash: string;
                  user_id: number;
                  account_id: number;
                  parent_id: number | null;
                  title: string;
                  slug: string;
                  media_id: number;
                  description: string;
                  settings: {
                    [key: string]: unknown;
                  };
                  status: string;
                  type: string;
                  event_type: string;
                  account_type: string;
                  visibility: string;
                  author_timezone: string;
                  max_book_per_slot: number;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                  public_url: string;
                  author_profile: {
                    ID: number;
                    name: string;
                    author_slug: string;
                    first_name: string;
                    last_name: string;
                    avatar: string;
                    phone: string;
                    featured_image: string;
                  };
                  /** @description The owner, or null when the account was deleted. */
                  user: {
                    ID: number;
                    user_login: string;
                    user_nicename: string;
                    /** @description Empty unless the caller is the owner or reads every calendar. */
                    user_email: string;
                    /** @description YYYY-MM-DD HH:MM:SS, UTC */
                    user_registered: string;
                    display_name: string;
                    full_name: string;
                  } | null;
                  /** @description The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in `slots` follow it; events it does not list come after, in the order they were created. */
                  event_order: number[];
                  slots: {
                    id: number;
                    hash: string;
                    user_id: number;
                    calendar_id: number;
                    duration: number;
                    title: string;
                    slug: string;
                    media_id: number;
                    description: string;
                    settings: {
                      /** @enum {string} */
                      schedule_type: 'weekly_schedules';
                      weekly_schedules: {
                        sun: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        mon: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        tue: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        wed: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        thu: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        fri: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                        sat: {
                          enabled: boolean;
                          slots: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                          }[];
                        };
                      };
                      date_overrides: {
                        [key: string]: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      /** @enum {string} */
                      range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                      range_days: number;
                      range_date_between: string[];
                      schedule_conditions: {
                        value: number;
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      };
                      buffer_time_before: number;
                      buffer_time_after: number;
                      /** @description Minutes between slot starts; null means the duration. */
                      slot_interval: number | null;
                      team_members: number[];
                      multi_duration: {
                        enabled: boolean;
                        default_duration: number;
                        available_durations: number[];
                      };
                      booking_frequency: {
                        enabled: boolean;
                        limits: {
                          /** @enum {string} */
                          unit: 'per_day' | 'per_week' | 'per_month';
                          value: number;
                        }[];
                      };
                      booking_duration: {
                        enabled: boolean;
                        limits: {
                          /** @enum {string} */
                          unit: 'per_day' | 'per_week' | 'per_month';
                          value: number;
                        }[];
                      };
                      lock_timezone: {
                        enabled: boolean;
                        timezone: string;
                      };
                      booking_title: string;
                      submit_button_text: string;
                      can_not_cancel: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        message: string;
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      can_not_reschedule: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        message: string;
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      requires_confirmation: {
                        enabled: boolean;
                        /** @enum {string} */
                        type: 'always' | 'conditional';
                        condition: {
                          /** @enum {string} */
                          unit: 'minutes' | 'hours' | 'days' | 'weeks';
                          value: number;
                        };
                      };
                      custom_redirect: {
                        enabled: boolean;
                        redirect_url: string;
                        /** @enum {string} */
                        is_query_string: 'yes' | 'no';
                        query_string: string;
                      };
                      multiple_booking: {
                        /** @description Always false: Slotbook books one slot per request. */
                        enabled: boolean;
                        limit: number;
                      };
                      /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                      hosts_schedules: {
                        [key: string]: number;
                      };
                      /** @description The location types Slotbook accepts in `location_settings`, by group. */
                      location_fields: {
                        [key: string]: {
                          label: string;
                          options: {
                            [key: string]: {
                              title: string;
                              disabled?: boolean;
                              location_type?: string;
                            };
                          };
                        };
                      };
                    };
                    availability_type: string;
                    availability_id: number | null;
                    status: string;
                    type: string;
                    color_schema: string;
                    location_type: string;
                    location_heading: string;
                    location_settings: {
                      type: string;
                      title: string;
                      display_on_booking: boolean;
                      description: string;
                      meeting_link: string;
                      host_phone_number: string;
                    }[];
                    event_type: string;
                    is_display_spots: boolean;
                    max_book_per_slot: number;
                    public_url: string;
                    shortcode: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    created_at: string;
                    /** @example 2026-11-21T11:49:22+00:00 */
                    updated_at: string;
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                    /** @description What one booking at the default duration costs, in major units (0 for free events). */
                    price_total: number;
                    /** @description The profiles of the team members who host it (empty for a one-host event). */
                    author_profiles: {
                      ID: number;
                      name: string;
                      author_slug: string;
                      first_name: string;
                      last_name: string;
                      avatar: string;
                      phone: string;
                      featured_image: string;
                    }[];
                    calendar: {
                      id: number;
                      hash: string;
                      user_id: number;
                      account_id: number;
                      parent_id: number | null;
                      title: string;
                      slug: string;
                      media_id: number;
                      description: string;
                      settings: {
                        [key: string]: unknown;
                      };
                      status: string;
                      type: string;
                      event_type: string;
                      account_type: string;
                      visibility: string;
                      author_timezone: string;
                      max_book_per_slot: number;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      created_at: string;
                      /** @example 2026-11-21T11:49:22+00:00 */
                      updated_at: string;
                    };
                  }[];
                };
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/events/{event_id}/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the event's availability (schedule, overrides, booking window) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              availability_type: string;
              availability_id: number | null;
              /** @description The zone the schedule is read in. */
              timezone: string;
              settings: {
                /** @enum {string} */
                schedule_type: 'weekly_schedules';
                weekly_schedules: {
                  sun: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides: {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                /** @enum {string} */
                range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                range_days: number;
                range_date_between: string[];
                /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                hosts_schedules: {
                  [key: string]: number;
                };
              };
              schedule_options: {
                id: number;
                user_id: number;
                title: string;
                default: boolean;
                timezone: string;
              }[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"schedule_not_found","message":"No schedule with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Save the event's availability (schedule, overrides, booking window) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            availability_type?: 'existing_schedule' | 'custom';
            availability_id?: number | null;
            /** @enum {string} */
            schedule_type?: 'weekly_schedules';
            weekly_schedules?: {
              sun?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              mon?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              tue?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              wed?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              thu?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              fri?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              sat?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
            };
            date_overrides?:
              | {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                }
              | unknown[];
            /** @enum {string} */
            range_type?: 'range_days' | 'range_date_between' | 'range_indefinite';
            range_days?: number;
            range_date_between?: string[];
            /** @description Team events: the availability schedule of each team member (one of their own). The owner's entry, if sent, must be the event's schedule. */
            hosts_schedules?: {
              [key: string]: number;
            };
            settings?: {
              /** @enum {string} */
              schedule_type?: 'weekly_schedules';
              weekly_schedules?: {
                sun?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                mon?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                tue?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                wed?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                thu?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                fri?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                sat?: {
                  enabled: boolean;
                  slots: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
              };
              date_overrides?:
                | {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  }
                | unknown[];
              /** @enum {string} */
              range_type?: 'range_days' | 'range_date_between' | 'range_indefinite';
              range_days?: number;
              range_date_between?: string[];
              /** @description Team events: the availability schedule of each team member (one of their own). The owner's entry, if sent, must be the event's schedule. */
              hosts_schedules?: {
                [key: string]: number;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              event: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"schedule_not_found","message":"No schedule with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"schedule_exists","message":"That schedule already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/events/{event_id}/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the event's limits (notice, buffers, interval, frequency, duration, time zone lock) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              settings: {
                schedule_conditions: {
                  value: number;
                  /** @enum {string} */
                  unit: 'minutes' | 'hours' | 'days' | 'weeks';
                };
                buffer_time_before: number;
                buffer_time_after: number;
                /** @description Minutes between slot starts; null means the duration. */
                slot_interval: number | null;
                booking_frequency: {
                  enabled: boolean;
                  limits: {
                    /** @enum {string} */
                    unit: 'per_day' | 'per_week' | 'per_month';
                    value: number;
                  }[];
                };
                booking_duration: {
                  enabled: boolean;
                  limits: {
                    /** @enum {string} */
                    unit: 'per_day' | 'per_week' | 'per_month';
                    value: number;
                  }[];
                };
                lock_timezone: {
                  enabled: boolean;
                  timezone: string;
                };
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Save the event's limits (notice, buffers, interval, frequency, duration, time zone lock) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            schedule_conditions?: {
              value?: number;
              /** @enum {string} */
              unit?: 'minutes' | 'hours' | 'days' | 'weeks';
            };
            buffer_time_before?: number;
            buffer_time_after?: number;
            slot_interval?: number | '' | null;
            booking_frequency?: {
              enabled?: boolean;
              limits?: {
                /** @enum {string} */
                unit: 'per_day' | 'per_week' | 'per_month';
                value: number;
              }[];
            };
            booking_duration?: {
              enabled?: boolean;
              limits?: {
                /** @enum {string} */
                unit: 'per_day' | 'per_week' | 'per_month';
                value: number;
              }[];
            };
            lock_timezone?: {
              enabled?: boolean;
              timezone?: string;
            };
            settings?: {
              schedule_conditions?: {
                value?: number;
                /** @enum {string} */
                unit?: 'minutes' | 'hours' | 'days' | 'weeks';
              };
              buffer_time_before?: number;
              buffer_time_after?: number;
              slot_interval?: number | '' | null;
              booking_frequency?: {
                enabled?: boolean;
                limits?: {
                  /** @enum {string} */
                  unit: 'per_day' | 'per_week' | 'per_month';
                  value: number;
                }[];
              };
              booking_duration?: {
                enabled?: boolean;
                limits?: {
                  /** @enum {string} */
                  unit: 'per_day' | 'per_week' | 'per_month';
                  value: number;
                }[];
              };
              lock_timezone?: {
                enabled?: boolean;
                timezone?: string;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              event: {
                id: number;
                hash: string;
                user_id: number;
                calendar_id: number;
                duration: number;
                title: string;
                slug: string;
                media_id: number;
                description: string;
                settings: {
                  /** @enum {string} */
                  schedule_type: 'weekly_schedules';
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  /** @enum {string} */
                  range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                  range_days: number;
                  range_date_between: string[];
                  schedule_conditions: {
                    value: number;
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days' | 'weeks';
                  };
                  buffer_time_before: number;
                  buffer_time_after: number;
                  /** @description Minutes between slot starts; null means the duration. */
                  slot_interval: number | null;
                  team_members: number[];
                  multi_duration: {
                    enabled: boolean;
                    default_duration: number;
                    available_durations: number[];
                  };
                  booking_frequency: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  booking_duration: {
                    enabled: boolean;
                    limits: {
                      /** @enum {string} */
                      unit: 'per_day' | 'per_week' | 'per_month';
                      value: number;
                    }[];
                  };
                  lock_timezone: {
                    enabled: boolean;
                    timezone: string;
                  };
                  booking_title: string;
                  submit_button_text: string;
                  can_not_cancel: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  can_not_reschedule: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    message: string;
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  requires_confirmation: {
                    enabled: boolean;
                    /** @enum {string} */
                    type: 'always' | 'conditional';
                    condition: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                      value: number;
                    };
                  };
                  custom_redirect: {
                    enabled: boolean;
                    redirect_url: string;
                    /** @enum {string} */
                    is_query_string: 'yes' | 'no';
                    query_string: string;
                  };
                  multiple_booking: {
                    /** @description Always false: Slotbook books one slot per request. */
                    enabled: boolean;
                    limit: number;
                  };
                  /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                  hosts_schedules: {
                    [key: string]: number;
                  };
                  /** @description The location types Slotbook accepts in `location_settings`, by group. */
                  location_fields: {
                    [key: string]: {
                      label: string;
                      options: {
                        [key: string]: {
                          title: string;
                          disabled?: boolean;
                          location_type?: string;
                        };
                      };
                    };
                  };
                };
                availability_type: string;
                availability_id: number | null;
                status: string;
                type: string;
                color_schema: string;
                location_type: string;
                location_heading: string;
                location_settings: {
                  type: string;
                  title: string;
                  display_on_booking: boolean;
                  description: string;
                  meeting_link: string;
                  host_phone_number: string;
                }[];
                event_type: string;
                is_display_spots: boolean;
                max_book_per_slot: number;
                public_url: string;
                shortcode: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"event_exists","message":"That event already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/events/{event_id}/booking-fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the event's booking form fields */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              fields: {
                name: string;
                /** @enum {string} */
                type:
                  | 'text'
                  | 'textarea'
                  | 'email'
                  | 'number'
                  | 'phone'
                  | 'dropdown'
                  | 'radio'
                  | 'checkbox'
                  | 'checkbox-group'
                  | 'multi-select'
                  | 'date'
                  | 'hidden'
                  | 'terms-and-conditions'
                  | 'multi-guests';
                label: string;
                placeholder: string;
                help_text: string;
                required: boolean;
                enabled: boolean;
                system_defined: boolean;
                disable_alter: boolean;
                options: string[];
                limit: number | null;
                index: number;
              }[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Save the event's booking form fields */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            fields: {
              name: string;
              /** @enum {string} */
              type:
                | 'text'
                | 'textarea'
                | 'email'
                | 'number'
                | 'phone'
                | 'dropdown'
                | 'radio'
                | 'checkbox'
                | 'checkbox-group'
                | 'multi-select'
                | 'date'
                | 'hidden'
                | 'terms-and-conditions'
                | 'multi-guests';
              label: string;
              placeholder?: string;
              help_text?: string;
              required?: boolean;
              enabled?: boolean;
              system_defined?: boolean;
              disable_alter?: boolean;
              options?: string[];
              limit?: number | null;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              fields: {
                name: string;
                /** @enum {string} */
                type:
                  | 'text'
                  | 'textarea'
                  | 'email'
                  | 'number'
                  | 'phone'
                  | 'dropdown'
                  | 'radio'
                  | 'checkbox'
                  | 'checkbox-group'
                  | 'multi-select'
                  | 'date'
                  | 'hidden'
                  | 'terms-and-conditions'
                  | 'multi-guests';
                label: string;
                placeholder: string;
                help_text: string;
                required: boolean;
                enabled: boolean;
                system_defined: boolean;
                disable_alter: boolean;
                options: string[];
                limit: number | null;
                index: number;
              }[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"event_exists","message":"That event already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/events/{event_id}/email-notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the event's e-mail notification templates */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              notifications: {
                booking_conf_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                booking_conf_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                reminder_to_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                reminder_to_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                cancelled_by_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                cancelled_by_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                rescheduled_by_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                rescheduled_by_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                booking_request_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                booking_request_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                declined_by_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Save the event's e-mail notification templates */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            notifications: {
              booking_conf_attendee?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              booking_conf_host?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              reminder_to_attendee?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              reminder_to_host?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              cancelled_by_attendee?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              cancelled_by_host?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              rescheduled_by_attendee?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              rescheduled_by_host?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              booking_request_host?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              booking_request_attendee?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
              declined_by_host?: {
                enabled?: boolean;
                title?: string;
                is_host?: boolean;
                email?: {
                  subject?: string;
                  body?: string;
                  additional_recipients?: string;
                  times?: {
                    /** @enum {string} */
                    unit: 'minutes' | 'hours' | 'days';
                    value: number;
                  }[];
                };
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              notifications: {
                booking_conf_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                booking_conf_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                reminder_to_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                reminder_to_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                cancelled_by_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                cancelled_by_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                rescheduled_by_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                rescheduled_by_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                booking_request_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                booking_request_attendee: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
                declined_by_host: {
                  enabled: boolean;
                  title: string;
                  is_host: boolean;
                  email: {
                    subject: string;
                    body: string;
                    additional_recipients: string;
                    times: {
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days';
                      value: number;
                    }[];
                  };
                };
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"event_exists","message":"That event already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/events/{event_id}/payment-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the event's payment settings; reading them adds the draft order a booking would get */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order: {
                status: string;
                /** @description The booking id. */
                parent_id: number | null;
                order_number: string;
                type: string;
                payment_method: string | null;
                payment_mode: string;
                payment_method_type: string;
                payment_method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                subtotal: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                tax_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_amount: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_paid: string;
                rate: string;
                note: string;
                ip_address: string;
                completed_at: string | null;
                refunded_at: string | null;
                /** @description The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none. */
                vendor_session_id: string;
                uuid: string;
                /** @description Null: a draft is not stored. */
                id: number | null;
                customer_id: number | null;
                created_at: string | null;
                updated_at: string | null;
                items: {
                  item_name: string;
                  quantity: number;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_price: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_total: string;
                }[];
              } | null;
              settings: {
                /** @enum {string} */
                enabled: 'yes' | 'no';
                /** @enum {string} */
                multi_payment_enabled: 'yes' | 'no';
                /** @enum {string} */
                stripe_enabled: 'yes' | 'no';
                /** @enum {string} */
                paypal_enabled: 'yes' | 'no';
                /** @enum {string} */
                offline_enabled: 'yes' | 'no';
                /** @enum {string} */
                driver: 'native' | 'woo' | 'cart';
                items: {
                  title: string;
                  value: number;
                }[];
                woo_product_id: string;
                cart_product_id: string;
                multi_payment_items: {
                  [key: string]: {
                    title: string;
                    value: number;
                  };
                };
                multi_payment_woo_ids: {
                  [key: string]: string;
                };
                multi_payment_cart_ids: {
                  [key: string]: string;
                };
                /**
                 * @description What a cancellation of a booking paid online refunds: everything, `refund_percent` of it, or nothing (the host may still refund by hand).
                 * @enum {string}
                 */
                refund_policy: 'full' | 'partial' | 'none';
                /** @description The share refunded under the `partial` policy, in percent. */
                refund_percent: number;
                /** @description No refund for a cancellation less than this many hours before the start; 0 for none. */
                refund_cutoff_hours: number;
              };
              config: {
                native_enabled: boolean;
                stripe_configured: boolean;
                paypal_configured: boolean;
                offline_configured: boolean;
                has_woo: boolean;
                has_cart: boolean;
                woo_enabled: boolean;
                native_config_link: string;
                woo_config_link: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Save the event's payment settings; reading them adds the draft order a booking would get */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          event_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            settings: {
              /** @enum {string} */
              enabled?: 'yes' | 'no';
              /** @enum {string} */
              multi_payment_enabled?: 'yes' | 'no';
              /** @enum {string} */
              stripe_enabled?: 'yes' | 'no';
              /** @enum {string} */
              paypal_enabled?: 'yes' | 'no';
              /** @enum {string} */
              offline_enabled?: 'yes' | 'no';
              /** @enum {string} */
              driver?: 'native' | 'woo' | 'cart';
              items?: {
                title: string;
                value: number;
              }[];
              woo_product_id?: string;
              cart_product_id?: string;
              multi_payment_items?: {
                [key: string]: {
                  title: string;
                  value: number;
                };
              };
              multi_payment_woo_ids?: {
                [key: string]: string;
              };
              multi_payment_cart_ids?: {
                [key: string]: string;
              };
              /**
               * @description What a cancellation of a booking paid online refunds: everything, `refund_percent` of it, or nothing (the host may still refund by hand).
               * @enum {string}
               */
              refund_policy?: 'full' | 'partial' | 'none';
              /** @description The share refunded under the `partial` policy, in percent. */
              refund_percent?: number;
              /** @description No refund for a cancellation less than this many hours before the start; 0 for none. */
              refund_cutoff_hours?: number;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              settings: {
                /** @enum {string} */
                enabled: 'yes' | 'no';
                /** @enum {string} */
                multi_payment_enabled: 'yes' | 'no';
                /** @enum {string} */
                stripe_enabled: 'yes' | 'no';
                /** @enum {string} */
                paypal_enabled: 'yes' | 'no';
                /** @enum {string} */
                offline_enabled: 'yes' | 'no';
                /** @enum {string} */
                driver: 'native' | 'woo' | 'cart';
                items: {
                  title: string;
                  value: number;
                }[];
                woo_product_id: string;
                cart_product_id: string;
                multi_payment_items: {
                  [key: string]: {
                    title: string;
                    value: number;
                  };
                };
                multi_payment_woo_ids: {
                  [key: string]: string;
                };
                multi_payment_cart_ids: {
                  [key: string]: string;
                };
                /**
                 * @description What a cancellation of a booking paid online refunds: everything, `refund_percent` of it, or nothing (the host may still refund by hand).
                 * @enum {string}
                 */
                refund_policy: 'full' | 'partial' | 'none';
                /** @description The share refunded under the `partial` policy, in percent. */
                refund_percent: number;
                /** @description No refund for a cancellation less than this many hours before the start; 0 for none. */
                refund_cutoff_hours: number;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"event_exists","message":"That event already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/calendars/{id}/sharing-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Landing page settings and share URL of a calendar */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              settings: {
                /** @enum {string} */
                enabled: 'yes' | 'no';
                enabled_slots: number[];
                /** @enum {string} */
                show_type: 'all' | 'selected';
                embed_origins: string[];
              };
              share_url: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Update the host profile and landing page settings; absent fields keep their value */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            calendar_data?: {
              title: string;
              timezone?: string;
              description?: string;
              calendar_avatar?: string;
              featured_image?: string;
              phone?: string;
            };
            landing_page_settings?: {
              /** @enum {string} */
              enabled?: 'yes' | 'no';
              /** @enum {string} */
              show_type?: 'all' | 'selected' | 'only_selected';
              enabled_slots?: number[];
              embed_origins?: string[];
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"calendar_exists","message":"That calendar already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List availability schedules (own, or everyone's with the permission) */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          filters?: {
            author?: string;
          };
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              availabilities: {
                data: {
                  id: number;
                  user_id: number;
                  title: string;
                  default: boolean;
                  timezone: string;
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  settings: {
                    default: boolean;
                    timezone: string;
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  /** @description Events that use this schedule. */
                  usage_count: number;
                  host_name: string;
                  host_avatar: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  updated_at: string;
                }[];
                total: number;
                per_page: number;
                current_page: number;
                last_page: number;
                from: number | null;
                to: number | null;
                first_page_url: string;
                last_page_url: string;
                next_page_url: string | null;
                prev_page_url: string | null;
                path: string;
                /** @description Previous, the pages around the current one (gaps as "..."), next. */
                links: {
                  url: string | null;
                  label: string;
                  active: boolean;
                }[];
              };
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Create an availability schedule (the first one of a user is the default) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            user_id?: number;
            timezone?: string;
            weekly_schedules?: {
              sun?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              mon?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              tue?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              wed?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              thu?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              fri?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              sat?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
            };
            date_overrides?:
              | {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                }
              | unknown[];
            default?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              schedule: {
                id: number;
                user_id: number;
                title: string;
                default: boolean;
                timezone: string;
                weekly_schedules: {
                  sun: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides: {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                settings: {
                  default: boolean;
                  timezone: string;
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                /** @description Events that use this schedule. */
                usage_count: number;
                host_name: string;
                host_avatar: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/availability/{schedule_id}/usages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event types that use an availability schedule */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          schedule_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              usages: {
                /** @description The event types using the schedule, newest first (at most 500). */
                data: {
                  id: number;
                  title: string;
                  slug: string;
                  status: string;
                  duration: number;
                  event_type: string;
                  calendar_id: number;
                  user_id: number;
                  calendar: {
                    id: number;
                    title: string;
                    slug: string;
                    type: string;
                  };
                }[];
                /** @description How many are listed. */
                total: number;
                /** @description Event types using it in calendars the caller may not read: counted, not shown. */
                others_count: number;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"schedule_not_found","message":"No schedule with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/availability/{schedule_id}/clone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a readable availability schedule for the caller, titled "<title> (Clone)" */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          schedule_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              schedule: {
                id: number;
                user_id: number;
                title: string;
                default: boolean;
                timezone: string;
                weekly_schedules: {
                  sun: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides: {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                settings: {
                  default: boolean;
                  timezone: string;
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                /** @description Events that use this schedule. */
                usage_count: number;
                host_name: string;
                host_avatar: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"schedule_not_found","message":"No schedule with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"schedule_exists","message":"That schedule already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/availability/{schedule_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an availability schedule */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          schedule_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              schedule: {
                id: number;
                user_id: number;
                title: string;
                default: boolean;
                timezone: string;
                weekly_schedules: {
                  sun: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides: {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                settings: {
                  default: boolean;
                  timezone: string;
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                /** @description Events that use this schedule. */
                usage_count: number;
                host_name: string;
                host_avatar: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"schedule_not_found","message":"No schedule with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a schedule: title, time zone, weekly hours, date overrides, default flag */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          schedule_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            schedule?: {
              title?: string;
              settings?: {
                timezone?: string;
                weekly_schedules?: {
                  sun?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides?:
                  | {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    }
                  | unknown[];
                default?: boolean;
              };
            };
            title?: string;
            timezone?: string;
            weekly_schedules?: {
              sun?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              mon?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              tue?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              wed?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              thu?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              fri?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              sat?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
            };
            date_overrides?:
              | {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                }
              | unknown[];
            default?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              schedule: {
                id: number;
                user_id: number;
                title: string;
                default: boolean;
                timezone: string;
                weekly_schedules: {
                  sun: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides: {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                settings: {
                  default: boolean;
                  timezone: string;
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                /** @description Events that use this schedule. */
                usage_count: number;
                host_name: string;
                host_avatar: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"schedule_not_found","message":"No schedule with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"schedule_exists","message":"That schedule already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a schedule: title, time zone, weekly hours, date overrides, default flag */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          schedule_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            schedule?: {
              title?: string;
              settings?: {
                timezone?: string;
                weekly_schedules?: {
                  sun?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat?: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides?:
                  | {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    }
                  | unknown[];
                default?: boolean;
              };
            };
            title?: string;
            timezone?: string;
            weekly_schedules?: {
              sun?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              mon?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              tue?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              wed?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              thu?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              fri?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
              sat?: {
                enabled: boolean;
                slots: {
                  /** @example 09:00 */
                  start: string;
                  /** @example 09:00 */
                  end: string;
                }[];
              };
            };
            date_overrides?:
              | {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                }
              | unknown[];
            default?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              schedule: {
                id: number;
                user_id: number;
                title: string;
                default: boolean;
                timezone: string;
                weekly_schedules: {
                  sun: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  mon: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  tue: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  wed: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  thu: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  fri: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                  sat: {
                    enabled: boolean;
                    slots: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                date_overrides: {
                  [key: string]: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                  }[];
                };
                settings: {
                  default: boolean;
                  timezone: string;
                  weekly_schedules: {
                    sun: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    mon: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    tue: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    wed: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    thu: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    fri: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    sat: {
                      enabled: boolean;
                      slots: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                  };
                  date_overrides: {
                    [key: string]: {
                      /** @example 09:00 */
                      start: string;
                      /** @example 09:00 */
                      end: string;
                    }[];
                  };
                };
                /** @description Events that use this schedule. */
                usage_count: number;
                host_name: string;
                host_avatar: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"schedule_not_found","message":"No schedule with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"schedule_exists","message":"That schedule already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Delete a schedule (409 when events use it, or when it is a host's default) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          schedule_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"schedule_not_found","message":"No schedule with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"schedule_exists","message":"That schedule already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/public/bookings/{hash}/ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The booking's calendar entry (.ics, METHOD:PUBLISH; marked cancelled once cancelled) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hash: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An iCalendar file (RFC 5545) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/public/events/{hash}/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Free slots of an event, in the guest's time zone (at most 62 days) */
    get: {
      parameters: {
        query?: {
          /** @description A date, or a date and a time: then only slots from that time on that day. */
          start_date?: string;
          /** @example 2027-03-15 */
          end_date?: string;
          timezone?: string;
          duration?: number;
        };
        header?: never;
        path: {
          hash: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              timezone: string;
              duration: number;
              /** @description `YYYY-MM-DD 23:59:59` (last bookable date), false when unlimited. */
              max_lookup_date: string | false;
              /** @description Guest-local date -> slots; `{}` when nothing is free. */
              available_slots: {
                [key: string]: {
                  /** @description `YYYY-MM-DD HH:MM:SS` in `timezone` */
                  start: string;
                  end: string;
                  /** @example 2027-03-15T13:00:00Z */
                  start_utc: string;
                  end_utc: string;
                  /** @description Free seats of group events that display spots, else false. */
                  remaining: number | boolean;
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"event_not_found","message":"No event with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/public/events/{hash}/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Book an event (Idempotency-Key makes a retry return the first answer) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hash: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** Format: email */
            email: string;
            timezone?: string;
            /** @description `YYYY-MM-DD HH:MM:SS` in `timezone` */
            event_time?: string;
            /** @description FluentBooking's public name of `event_time` */
            start_date?: string;
            /** @description ISO-8601 instant; wins over `event_time` */
            start_utc?: string;
            duration?: number;
            message?: string;
            phone_number?: string;
            address?: string;
            location_type?: string;
            location_description?: string;
            guests?: (
              | {
                  name?: string;
                  /** Format: email */
                  email: string;
                }
              | string
            )[];
            custom_fields?: {
              [key: string]: string | number | boolean | string[];
            };
            source_url?: string;
            utm_source?: string;
            utm_medium?: string;
            utm_campaign?: string;
            utm_term?: string;
            utm_content?: string;
            /**
             * @description How a paid event is paid for (default: the first method the event accepts).
             * @enum {string}
             */
            payment_method?: 'offline' | 'stripe' | 'paypal';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
              booking_hash: string;
              redirect_url: string;
              payment?: {
                /** @description The booking's payment_status. */
                status: string;
                method: 'offline' | 'stripe' | 'paypal';
                method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                amount_due: string;
                /** @example $59.99 */
                amount_due_text: string;
                /** @description Whether the guest pays online: true for Stripe, and for PayPal with a client id and secret, while something is due. */
                online_checkout: boolean;
                /** @description Where to send the guest to pay: Slotbook's `/booking/{hash}/pay`, which opens a Stripe Checkout Session or a PayPal order and redirects to its page; null when nothing is paid online. */
                checkout_url: string | null;
                /** @description How to pay; empty once nothing is due. */
                instructions: string;
                /** @description When an unpaid online booking is released (ISO-8601 UTC), or null. */
                pay_by: string | null;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/public/bookings/{hash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking, as its guest sees it, and whether it may still be changed */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hash: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              booking: components['schemas']['Booking'];
              can_cancel: boolean;
              can_reschedule: boolean;
              cancel_message: string;
              reschedule_message: string;
              payment?: {
                /** @description The booking's payment_status. */
                status: string;
                method: 'offline' | 'stripe' | 'paypal';
                method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                amount_due: string;
                /** @example $59.99 */
                amount_due_text: string;
                /** @description Whether the guest pays online: true for Stripe, and for PayPal with a client id and secret, while something is due. */
                online_checkout: boolean;
                /** @description Where to send the guest to pay: Slotbook's `/booking/{hash}/pay`, which opens a Stripe Checkout Session or a PayPal order and redirects to its page; null when nothing is paid online. */
                checkout_url: string | null;
                /** @description How to pay; empty once nothing is due. */
                instructions: string;
                /** @description When an unpaid online booking is released (ISO-8601 UTC), or null. */
                pay_by: string | null;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/public/bookings/{hash}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a booking (within the event's cut-off) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hash: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
            cancellation_reason?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/public/bookings/{hash}/reschedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a booking to another free slot (within the event's cut-off) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hash: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            timezone?: string;
            /** @description `YYYY-MM-DD HH:MM:SS` in `timezone` */
            event_time?: string;
            /** @description FluentBooking's public name of `event_time` */
            start_date?: string;
            /** @description ISO-8601 instant; wins over `event_time` */
            start_utc?: string;
            reason?: string;
            rescheduling_reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
              booking_hash: string;
              redirect_url: string;
              payment?: {
                /** @description The booking's payment_status. */
                status: string;
                method: 'offline' | 'stripe' | 'paypal';
                method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                amount_due: string;
                /** @example $59.99 */
                amount_due_text: string;
                /** @description Whether the guest pays online: true for Stripe, and for PayPal with a client id and secret, while something is due. */
                online_checkout: boolean;
                /** @description Where to send the guest to pay: Slotbook's `/booking/{hash}/pay`, which opens a Stripe Checkout Session or a PayPal order and redirects to its page; null when nothing is paid online. */
                checkout_url: string | null;
                /** @description How to pay; empty once nothing is due. */
                instructions: string;
                /** @description When an unpaid online booking is released (ISO-8601 UTC), or null. */
                pay_by: string | null;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/payments/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe's events (signed with the webhook signing secret): a completed checkout confirms the booking, an expired one releases it */
    post: {
      parameters: {
        query?: never;
        header?: {
          'stripe-signature'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              received: boolean;
              applied: boolean;
            };
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/payments/paypal/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** PayPal's events (verified with PayPal for the configured webhook id): a completed capture confirms the booking, a refunded one is recorded */
    post: {
      parameters: {
        query?: never;
        header?: {
          'paypal-auth-algo'?: string;
          'paypal-cert-url'?: string;
          'paypal-transmission-id'?: string;
          'paypal-transmission-sig'?: string;
          'paypal-transmission-time'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              received: boolean;
              applied: boolean;
            };
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules/{id}/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a payment on the booking's order (everything due by default); paid in full, a pending booking is scheduled */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount?: string | number;
            payment_method?: 'offline' | 'stripe' | 'paypal';
            vendor_charge_id?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
              order: {
                id: number;
                status: string;
                /** @description The booking id. */
                parent_id: number | null;
                order_number: string;
                type: string;
                customer_id: number;
                payment_method: string | null;
                payment_mode: string;
                payment_method_type: string;
                payment_method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                subtotal: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                tax_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_amount: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_paid: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_refunded: string;
                rate: string;
                note: string;
                ip_address: string;
                completed_at: string | null;
                refunded_at: string | null;
                /** @description The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none. */
                vendor_session_id: string;
                uuid: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                items: {
                  id: number;
                  booking_id: number | null;
                  item_name: string;
                  type: string;
                  quantity: number;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_price: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_total: string;
                }[];
                transactions: {
                  id: number;
                  uuid: string;
                  transaction_type: string;
                  payment_method: string;
                  payment_mode: string;
                  vendor_charge_id: string;
                  status: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  total: string;
                  currency: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund all or part of what was paid; `cancel_booking: true` also cancels the booking (full refunds only) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount?: string | number;
            /** @description Also cancel the booking (full refunds only). */
            cancel_booking?: boolean;
            reason?: string;
            vendor_charge_id?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
              order: {
                id: number;
                status: string;
                /** @description The booking id. */
                parent_id: number | null;
                order_number: string;
                type: string;
                customer_id: number;
                payment_method: string | null;
                payment_mode: string;
                payment_method_type: string;
                payment_method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                subtotal: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                tax_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_amount: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_paid: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_refunded: string;
                rate: string;
                note: string;
                ip_address: string;
                completed_at: string | null;
                refunded_at: string | null;
                /** @description The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none. */
                vendor_session_id: string;
                uuid: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                items: {
                  id: number;
                  booking_id: number | null;
                  item_name: string;
                  type: string;
                  quantity: number;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_price: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_total: string;
                }[];
                transactions: {
                  id: number;
                  uuid: string;
                  transaction_type: string;
                  payment_method: string;
                  payment_mode: string;
                  vendor_charge_id: string;
                  status: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  total: string;
                  currency: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List bookings (hosts see the bookings they host) */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          period?:
            | 'upcoming'
            | 'past'
            | 'completed'
            | 'pending'
            | 'cancelled'
            | 'no_show'
            | 'latest_bookings'
            | 'all';
          status?: 'scheduled' | 'pending' | 'completed' | 'cancelled' | 'rejected' | 'no_show';
          event_id?: number;
          calendar_id?: number;
          search?: string;
          start_date?: string;
          end_date?: string;
          timezone?: string;
          filters?: {
            /** @enum {string} */
            period?:
              | 'upcoming'
              | 'past'
              | 'completed'
              | 'pending'
              | 'cancelled'
              | 'no_show'
              | 'latest_bookings'
              | 'all';
            /** @enum {string} */
            status?: 'scheduled' | 'pending' | 'completed' | 'cancelled' | 'rejected' | 'no_show';
            author?: string;
            event?: string;
            email?: string;
            range?: {
              start_date?: string;
              end_date?: string;
              time_zone?: string;
            };
          };
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bookings: components['schemas']['Booking'][];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
              schedules: {
                data: components['schemas']['Booking'][];
                total: number;
                per_page: number;
                current_page: number;
                last_page: number;
                from: number | null;
                to: number | null;
                first_page_url: string;
                last_page_url: string;
                next_page_url: string | null;
                prev_page_url: string | null;
                path: string;
                /** @description Previous, the pages around the current one (gaps as "..."), next. */
                links: {
                  url: string | null;
                  label: string;
                  active: boolean;
                }[];
              };
              timezone: string;
              /** @description The calendars the caller reads, with their events (the filters' choices). */
              calendar_event_lists: {
                id: number;
                title: string;
                type: string;
                options: {
                  id: number;
                  title: string;
                }[];
              }[];
              /** @description Bookings the caller sees awaiting confirmation. */
              pending_count: number;
              /** @description Bookings the caller sees marked as no-show. */
              no_show_count: number;
              /** @description Bookings the caller sees cancelled. */
              cancelled_count: number;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a booking (`booking` and `schedule` are the same object) */
    get: {
      parameters: {
        query?: {
          /** @description `all_data` adds `activities` and `payment_order`. */
          with?: string[];
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              booking: components['schemas']['Booking'];
              schedule: components['schemas']['Booking'];
              /** @description The booking's order (paid events, Pro), or null. */
              order: {
                id: number;
                status: string;
                /** @description The booking id. */
                parent_id: number | null;
                order_number: string;
                type: string;
                customer_id: number;
                payment_method: string | null;
                payment_mode: string;
                payment_method_type: string;
                payment_method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                subtotal: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                tax_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_amount: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_paid: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_refunded: string;
                rate: string;
                note: string;
                ip_address: string;
                completed_at: string | null;
                refunded_at: string | null;
                /** @description The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none. */
                vendor_session_id: string;
                uuid: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                items: {
                  id: number;
                  booking_id: number | null;
                  item_name: string;
                  type: string;
                  quantity: number;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_price: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_total: string;
                }[];
                transactions: {
                  id: number;
                  uuid: string;
                  transaction_type: string;
                  payment_method: string;
                  payment_mode: string;
                  vendor_charge_id: string;
                  status: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  total: string;
                  currency: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                }[];
              } | null;
              /** @description With `with[]=all_data`: its activities. */
              activities?: {
                id: number;
                booking_id: number;
                parent_id: number | null;
                created_by: number | null;
                status: string;
                type: string;
                title: string;
                description: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              }[];
              /** @description With `with[]=all_data`: `order` again. */
              payment_order?: {
                id: number;
                status: string;
                /** @description The booking id. */
                parent_id: number | null;
                order_number: string;
                type: string;
                customer_id: number;
                payment_method: string | null;
                payment_mode: string;
                payment_method_type: string;
                payment_method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                subtotal: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                tax_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_amount: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_paid: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_refunded: string;
                rate: string;
                note: string;
                ip_address: string;
                completed_at: string | null;
                refunded_at: string | null;
                /** @description The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none. */
                vendor_session_id: string;
                uuid: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                items: {
                  id: number;
                  booking_id: number | null;
                  item_name: string;
                  type: string;
                  quantity: number;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_price: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_total: string;
                }[];
                transactions: {
                  id: number;
                  uuid: string;
                  transaction_type: string;
                  payment_method: string;
                  payment_mode: string;
                  vendor_charge_id: string;
                  status: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  total: string;
                  currency: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                }[];
              } | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Change status, internal note or guest fields; reschedule; cancel with a reason */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            column?:
              | 'status'
              | 'internal_note'
              | 'email'
              | 'phone'
              | 'first_name'
              | 'last_name'
              | 'payment_status';
            value?: string | number;
            /** @enum {string} */
            status?: 'scheduled' | 'pending' | 'completed' | 'cancelled' | 'rejected' | 'no_show';
            internal_note?: string;
            /** Format: email */
            email?: string;
            phone?: string;
            first_name?: string;
            last_name?: string;
            /** @enum {string} */
            payment_status?: 'pending' | 'paid';
            cancel_reason?: string;
            reject_reason?: string;
            timezone?: string;
            /** @description `YYYY-MM-DD HH:MM:SS` in `timezone` */
            event_time?: string;
            /** @description FluentBooking's public name of `event_time` */
            start_date?: string;
            /** @description ISO-8601 instant; wins over `event_time` */
            start_utc?: string;
            reschedule_reason?: string;
            /** @description With a move: false sends the guest no e-mail about it */
            notify_guest?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete a booking with its meta and activity */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules/{id}/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking's activity log, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              activities: {
                id: number;
                booking_id: number;
                parent_id: number | null;
                created_by: number | null;
                status: string;
                type: string;
                title: string;
                description: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
              }[];
              emails: {
                id: number;
                kind: string;
                recipient: string;
                subject: string;
                /** @description `queued`, `sending`, `sent` or `failed`; for reminders also `planned` (not due yet), `dropped` (the booking moved or ended) or `skipped` (reached too late) */
                status: string;
                attempts: number;
                last_error: string | null;
                next_attempt_at: string | null;
                sent_at: string | null;
                /** @description ISO 8601, UTC */
                created_at: string;
              }[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules/{id}/send-confirmation-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the booking's confirmation e-mail again (queued in the outbox) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | ({
                /** @enum {string} */
                email_to?: 'guest' | 'host';
              } & {
                [key: string]: unknown;
              })
            | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules/{id}/crm-contact/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the tags of the booking's CRM contact (created when missing) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tags?: string[];
            tag_ids?: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
              tag_ids: number[];
              tags: string[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/bookings/event/{event_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Free slots of an event (as the public slots route) and the booking dialog's view of the event */
    get: {
      parameters: {
        query?: {
          /** @description A date, or a date and a time: then only slots from that time on that day. */
          start_date?: string;
          /** @example 2027-03-15 */
          end_date?: string;
          timezone?: string;
          duration?: number;
        };
        header?: never;
        path: {
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              timezone: string;
              duration: number;
              /** @description `YYYY-MM-DD 23:59:59` (last bookable date), false when unlimited. */
              max_lookup_date: string | false;
              /** @description Guest-local date -> slots; `{}` when nothing is free. */
              available_slots: {
                [key: string]: {
                  /** @description `YYYY-MM-DD HH:MM:SS` in `timezone` */
                  start: string;
                  end: string;
                  /** @example 2027-03-15T13:00:00Z */
                  start_utc: string;
                  end_utc: string;
                  /** @description Free seats of group events that display spots, else false. */
                  remaining: number | boolean;
                }[];
              };
              calendar_event: {
                slot: {
                  id: number;
                  title: string;
                  description: string;
                  duration: number;
                  type: string;
                  event_type: string;
                  is_display_spots: boolean;
                  location_settings: {
                    type: string;
                    title: string;
                    display_on_booking: boolean;
                    description: string;
                    meeting_link: string;
                    host_phone_number: string;
                  }[];
                  settings: {
                    /** @enum {string} */
                    schedule_type: 'weekly_schedules';
                    weekly_schedules: {
                      sun: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      mon: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      tue: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      wed: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      thu: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      fri: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                      sat: {
                        enabled: boolean;
                        slots: {
                          /** @example 09:00 */
                          start: string;
                          /** @example 09:00 */
                          end: string;
                        }[];
                      };
                    };
                    date_overrides: {
                      [key: string]: {
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                      }[];
                    };
                    /** @enum {string} */
                    range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
                    range_days: number;
                    range_date_between: string[];
                    schedule_conditions: {
                      value: number;
                      /** @enum {string} */
                      unit: 'minutes' | 'hours' | 'days' | 'weeks';
                    };
                    buffer_time_before: number;
                    buffer_time_after: number;
                    /** @description Minutes between slot starts; null means the duration. */
                    slot_interval: number | null;
                    team_members: number[];
                    multi_duration: {
                      enabled: boolean;
                      default_duration: number;
                      available_durations: number[];
                    };
                    booking_frequency: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    booking_duration: {
                      enabled: boolean;
                      limits: {
                        /** @enum {string} */
                        unit: 'per_day' | 'per_week' | 'per_month';
                        value: number;
                      }[];
                    };
                    lock_timezone: {
                      enabled: boolean;
                      timezone: string;
                    };
                    booking_title: string;
                    submit_button_text: string;
                    can_not_cancel: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    can_not_reschedule: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      message: string;
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    requires_confirmation: {
                      enabled: boolean;
                      /** @enum {string} */
                      type: 'always' | 'conditional';
                      condition: {
                        /** @enum {string} */
                        unit: 'minutes' | 'hours' | 'days' | 'weeks';
                        value: number;
                      };
                    };
                    custom_redirect: {
                      enabled: boolean;
                      redirect_url: string;
                      /** @enum {string} */
                      is_query_string: 'yes' | 'no';
                      query_string: string;
                    };
                    multiple_booking: {
                      /** @description Always false: Slotbook books one slot per request. */
                      enabled: boolean;
                      limit: number;
                    };
                    /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
                    hosts_schedules: {
                      [key: string]: number;
                    };
                    /** @description The location types Slotbook accepts in `location_settings`, by group. */
                    location_fields: {
                      [key: string]: {
                        label: string;
                        options: {
                          [key: string]: {
                            title: string;
                            disabled?: boolean;
                            location_type?: string;
                          };
                        };
                      };
                    };
                  };
                  /** @description Now, `YYYY-MM-DD HH:MM:SS` UTC. */
                  min_lookup_date: string;
                  /** @description The earliest start the minimum notice allows, `YYYY-MM-DD HH:MM:SS` UTC. */
                  min_bookable_date: string;
                  /** @description `YYYY-MM-DD 23:59:59` (last bookable date), false when unlimited. */
                  max_lookup_date: string | false;
                };
                author_profile: {
                  ID: number;
                  name: string;
                  author_slug: string;
                  first_name: string;
                  last_name: string;
                  avatar: string;
                  phone: string;
                  featured_image: string;
                };
                /** @description The questions of the booking form. */
                form_fields: {
                  name: string;
                  /** @enum {string} */
                  type:
                    | 'text'
                    | 'textarea'
                    | 'email'
                    | 'number'
                    | 'phone'
                    | 'dropdown'
                    | 'radio'
                    | 'checkbox'
                    | 'checkbox-group'
                    | 'multi-select'
                    | 'date'
                    | 'hidden'
                    | 'terms-and-conditions'
                    | 'multi-guests';
                  label: string;
                  placeholder: string;
                  help_text: string;
                  required: boolean;
                  enabled: boolean;
                  system_defined: boolean;
                  disable_alter: boolean;
                  options: string[];
                  limit: number | null;
                  index: number;
                  /** @description Shown on the form: `enabled`. */
                  is_visible: boolean;
                }[];
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/bookings/event/{event_id}/explain': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Why a start is offered or not (the same engine as the slot list) */
    get: {
      parameters: {
        query: {
          /**
           * @description The start to explain, an ISO-8601 instant
           * @example 2027-03-15T13:00:00Z
           */
          start_utc: string;
          duration?: number;
        };
        header?: never;
        path: {
          event_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              start_utc: string;
              duration: number;
              /** @description True exactly when the slot list offers this start */
              offered: boolean;
              /** @description offered, minimum_notice, booking_window, outside_working_hours, date_override, booking, buffer, external_busy, no_host_free, seats_full or limit_reached (the first rule, in the engine order, that refuses it) */
              reason: string;
              message: string;
              /** @description booking_id, host_id, date, or the connection and calendar of a busy event */
              details: {
                [key: string]: number | string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/bookings/create/{event_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Book an event for a guest (Idempotency-Key makes a retry return the first answer) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          event_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** Format: email */
            email: string;
            timezone?: string;
            /** @description `YYYY-MM-DD HH:MM:SS` in `timezone` */
            event_time?: string;
            /** @description FluentBooking's public name of `event_time` */
            start_date?: string;
            /** @description ISO-8601 instant; wins over `event_time` */
            start_utc?: string;
            duration?: number;
            message?: string;
            phone_number?: string;
            address?: string;
            location_type?: string;
            location_description?: string;
            guests?: (
              | {
                  name?: string;
                  /** Format: email */
                  email: string;
                }
              | string
            )[];
            custom_fields?: {
              [key: string]: string | number | boolean | string[];
            };
            source_url?: string;
            utm_source?: string;
            utm_medium?: string;
            utm_campaign?: string;
            utm_term?: string;
            utm_content?: string;
            /**
             * @description How a paid event is paid for (default: the first method the event accepts).
             * @enum {string}
             */
            payment_method?: 'offline' | 'stripe' | 'paypal';
            /** @enum {string} */
            status?: 'scheduled' | 'pending' | 'completed';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              booking: components['schemas']['Booking'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"booking_not_found","message":"No booking with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`). For example: `{"code":"invalid_transition","message":"A cancelled booking cannot be moved.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the contacts the caller may see (search by name, e-mail or phone) */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              contacts: components['schemas']['Contact'][];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Create a contact (it belongs to the caller) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            name?: string;
            first_name?: string;
            last_name?: string;
            phone?: string;
            timezone?: string;
            address_line_1?: string;
            address_line_2?: string;
            city?: string;
            state?: string;
            postal_code?: string;
            country?: string;
            tags?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Contact'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/contacts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a contact */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Contact'];
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"contact_not_found","message":"No contact with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a contact (absent fields keep their value; `tags` replaces the tags) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email?: string;
            name?: string;
            first_name?: string;
            last_name?: string;
            phone?: string;
            timezone?: string;
            address_line_1?: string;
            address_line_2?: string;
            city?: string;
            state?: string;
            postal_code?: string;
            country?: string;
            tags?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Contact'];
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"contact_not_found","message":"No contact with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"contact_exists","message":"That contact already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a contact (absent fields keep their value; `tags` replaces the tags) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email?: string;
            name?: string;
            first_name?: string;
            last_name?: string;
            phone?: string;
            timezone?: string;
            address_line_1?: string;
            address_line_2?: string;
            city?: string;
            state?: string;
            postal_code?: string;
            country?: string;
            tags?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Contact'];
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"contact_not_found","message":"No contact with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"contact_exists","message":"That contact already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Delete a contact */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              deleted: boolean;
              previous: components['schemas']['Contact'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"contact_not_found","message":"No contact with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"contact_exists","message":"That contact already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules/crm-contact-prefill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contact's details (by contact_id or email) and bookings, for a booking form */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          contact_id?: number;
          email?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              prefill: {
                name: string;
                email: string;
                phone: string;
                timezone: string;
                address: string;
              };
              contact_id: number;
              bookings: {
                [key: string]: unknown;
              }[];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/schedules/crm-contact-search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contacts matching name, e-mail or phone (2+ characters), and their bookings */
    get: {
      parameters: {
        query: {
          page?: number;
          per_page?: number;
          search: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              contacts: {
                id: number;
                name: string;
                email: string;
                phone: string;
              }[];
              bookings: {
                [key: string]: unknown;
              }[];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List webhook subscriptions (own, or everyone's for administrators) */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhooks: components['schemas']['Webhook'][];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Subscribe a URL to booking events of a calendar (or of all, for administrators) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description An absolute http(s) URL; loopback and private addresses need WEBHOOKS_ALLOW_PRIVATE */
            url: string;
            events: (
              | 'booking.created'
              | 'booking.confirmed'
              | 'booking.rescheduled'
              | 'booking.cancelled'
              | 'booking.completed'
              | 'booking.no_show'
              | 'booking.payment_received'
              | 'booking.refunded'
            )[];
            /** @description The calendar whose bookings are announced; null (administrators only): every calendar's */
            calendar_id?: number | null;
            description?: string;
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook: components['schemas']['Webhook'];
              /** @description whsec_ + base64 key; shown only here */
              secret: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a webhook subscription */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook: components['schemas']['Webhook'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a webhook subscription: URL, events, description, on or off */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description An absolute http(s) URL; loopback and private addresses need WEBHOOKS_ALLOW_PRIVATE */
            url?: string;
            events?: (
              | 'booking.created'
              | 'booking.confirmed'
              | 'booking.rescheduled'
              | 'booking.cancelled'
              | 'booking.completed'
              | 'booking.no_show'
              | 'booking.payment_received'
              | 'booking.refunded'
            )[];
            description?: string;
            /** @description true turns a disabled subscription on again */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook: components['schemas']['Webhook'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a webhook subscription: URL, events, description, on or off */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description An absolute http(s) URL; loopback and private addresses need WEBHOOKS_ALLOW_PRIVATE */
            url?: string;
            events?: (
              | 'booking.created'
              | 'booking.confirmed'
              | 'booking.rescheduled'
              | 'booking.cancelled'
              | 'booking.completed'
              | 'booking.no_show'
              | 'booking.payment_received'
              | 'booking.refunded'
            )[];
            description?: string;
            /** @description true turns a disabled subscription on again */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook: components['schemas']['Webhook'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Delete a webhook subscription, its log and its pending deliveries */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** New signing secret; the old one also signs deliveries for a while */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @description How long deliveries are also signed with the old secret
             * @default 24
             */
            previous_valid_hours?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook: components['schemas']['Webhook'];
              /** @description whsec_ + base64 key; shown only here */
              secret: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The delivery log of a subscription, newest first */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deliveries: {
                id: number;
                /** @description The webhook-id header sent */
                webhook_id: string;
                event_type: string;
                attempt: number;
                status_code: number | null;
                ok: boolean;
                latency_ms: number;
                error: string | null;
                response_excerpt: string;
                redeliverable: boolean;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
              }[];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/webhooks/{id}/ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a signed webhook.ping now and answer how the receiver responded */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery: {
                id: number;
                /** @description The webhook-id header sent */
                webhook_id: string;
                event_type: string;
                attempt: number;
                status_code: number | null;
                ok: boolean;
                latency_ms: number;
                error: string | null;
                response_excerpt: string;
                redeliverable: boolean;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/webhooks/{id}/deliveries/{attempt_id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue the message of a logged delivery again (same webhook-id) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          attempt_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              webhook_id: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your calendar connections (CalDAV and feeds) with each one's sync state */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              connections: components['schemas']['Connection'][];
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Connect a CalDAV account (its calendars are discovered) or an iCalendar feed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** @enum {string} */
                kind: 'caldav';
                /** @description What the host calls it (trimmed; not blank). By default the calendar's name on its server, else the address's host name */
                name?: string;
                /** @description An absolute http(s) URL; loopback and private addresses need CONNECTIONS_ALLOW_PRIVATE */
                server_url: string;
                username: string;
                /** @description An app password; sealed at rest, never answered */
                password: string;
              }
            | {
                /** @enum {string} */
                kind: 'ics';
                /** @description What the host calls it (trimmed; not blank). By default the calendar's name on its server, else the address's host name */
                name?: string;
                /** @description The feed's (often secret) address; sealed at rest, only its origin is answered */
                url: string;
              };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              connection: components['schemas']['Connection'];
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of your connections */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              connection: components['schemas']['Connection'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Rename a connection, or give it a new user name or app password */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description What the host calls it (trimmed; not blank). By default the calendar's name on its server, else the address's host name */
            name?: string;
            username?: string;
            /** @description A new app password (CalDAV) */
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              connection: components['schemas']['Connection'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete a connection and the busy times it brought */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/{id}/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sync a connection now (only what changed is downloaded) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              connection: components['schemas']['Connection'];
              result: {
                ok: boolean;
                fetched: number;
                error: string | null;
              };
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"resource_exists","message":"That resource already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/{id}/calendars/{calendar_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Choose whether a calendar blocks time and whether it receives bookings */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          calendar_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Whether its events block the host's slots */
            blocks?: boolean;
            /** @description CalDAV, Google or Microsoft: new bookings are written to it (one of the host's calendars at most) */
            receives_bookings?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              connection: components['schemas']['Connection'];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"calendar_not_found","message":"No calendar with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The change conflicts with what is stored (a duplicate, or something still in use). For example: `{"code":"calendar_exists","message":"That calendar already exists.","data":{"status":409}}` */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether your private feed of bookings exists (its address is shown only once) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              feed: {
                active: boolean;
                created_at: string | null;
              };
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Make (or rotate) your private iCalendar feed of bookings; answers its address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              feed: {
                active: boolean;
                created_at: string | null;
              };
              /** @description The secret address; shown only here */
              url: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Revoke your private feed: its address answers 404 from now on */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/public/feeds/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A host's private feed of bookings (iCalendar), by its secret address */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description <token>.ics */
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An iCalendar file (RFC 5545) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing with that id, or nothing this user may see (the same answer). For example: `{"code":"resource_not_found","message":"No resource with id 7 was found.","data":{"status":404}}` */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether Google Calendar is offered, and the redirect URL to register */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              google: {
                /** @description Whether this server offers Google Calendar */
                configured: boolean;
                /** @description The redirect URL to register with Google (shown to administrators only) */
                redirect_url: string | null;
              };
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/google/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Connect a Google Calendar account: redirects to its consent page (dashboard session) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A redirect (Location) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/google/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Google Calendar's redirect back: makes the connection, then returns to the dashboard */
    get: {
      parameters: {
        query?: {
          state?: string;
          code?: string;
          error?: string;
          scope?: string;
          authuser?: string;
          prompt?: string;
          hd?: string;
          iss?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A redirect (Location) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/microsoft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether Microsoft 365 / Outlook.com is offered, and the redirect URL to register */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              microsoft: {
                /** @description Whether this server offers Microsoft 365 / Outlook.com calendars */
                configured: boolean;
                /** @description The redirect URL to register with Microsoft Entra (shown to administrators only) */
                redirect_url: string | null;
              };
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/microsoft/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Connect a Microsoft 365 / Outlook.com account: redirects to its consent page (dashboard session) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A redirect (Location) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/microsoft/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Microsoft 365 / Outlook.com's redirect back: makes the connection, then returns to the dashboard */
    get: {
      parameters: {
        query?: {
          state?: string;
          code?: string;
          error?: string;
          error_description?: string;
          error_subcode?: string;
          error_uri?: string;
          session_state?: string;
          client_info?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A redirect (Location) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/zoom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether Zoom is offered, and the redirect URL to register */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              zoom: {
                /** @description Whether this server offers Zoom meetings */
                configured: boolean;
                /** @description The redirect URL to register with Zoom (shown to administrators only) */
                redirect_url: string | null;
              };
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/zoom/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Connect a Zoom account: redirects to its consent page (dashboard session) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A redirect (Location) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/connections/zoom/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Zoom's redirect back: makes the connection, then returns to the dashboard */
    get: {
      parameters: {
        query?: {
          state?: string;
          code?: string;
          error?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A redirect (Location) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/settings/test-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a test e-mail now through the mail settings (administrators; to `to` or one's own address; 5 a minute) and answer what the SMTP server said */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: email
             * @description Where to send it; the signed-in user's own address when absent.
             */
            to?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              to: string;
              /**
               * @description `smtp://host:port` (never its credentials), or `files` without `SMTP_URL`.
               * @example smtp://mail.example.com:587
               */
              transport: string;
              message_id: string;
              /**
               * @description The SMTP server's last reply, which took the message; empty for files.
               * @example 250 2.0.0 Ok: queued as 4F2A91C0E3
               */
              server_response: string;
              accepted: string[];
              rejected: string[];
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The SMTP server could not be reached or refused the message; `data.server_response` is its reply. For example: `{"code":"mail_not_sent","message":"The mail server smtp://mail.example.com:587 did not take the test e-mail: 535 5.7.8 Authentication failed","data":{"status":502}}` */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/integrations/settings/payment-methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One method’s settings (secrets masked) and form fields */
    get: {
      parameters: {
        query: {
          method: 'offline' | 'stripe' | 'paypal';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              method: 'offline' | 'stripe' | 'paypal';
              configured: boolean;
              /** @description The method settings; secrets appear as `********` when set, never as their value. */
              settings: {
                [key: string]: string;
              };
              fields: {
                key: string;
                label: string;
                type: string;
              }[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Record a manual order (201), or save a method’s settings with `{ method, settings }` (200) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            method?: 'offline' | 'stripe' | 'paypal';
            settings?: {
              is_active?: 'yes' | 'no';
              payment_mode?: 'test' | 'live';
              title?: string;
              description?: string;
              test_publishable_key?: string;
              test_secret_key?: string;
              test_webhook_secret?: string;
              live_publishable_key?: string;
              live_secret_key?: string;
              live_webhook_secret?: string;
              paypal_email?: string;
              test_client_id?: string;
              test_client_secret?: string;
              live_client_id?: string;
              live_client_secret?: string;
              webhook_id?: string;
            };
            status?: 'draft' | 'pending' | 'paid';
            parent_id?: number | null;
            order_number?: string;
            /** @enum {string} */
            type?: 'sale';
            customer_id?: number;
            payment_method?: 'offline' | 'stripe' | 'paypal';
            payment_mode?: '' | 'test' | 'live';
            payment_method_type?: string;
            payment_method_title?: string;
            currency?: string;
            /** @example 1250 */
            subtotal?: string;
            /** @example 1250 */
            discount_tax?: string;
            /** @example 1250 */
            discount_total?: string;
            /** @example 1250 */
            shipping_tax?: string;
            /** @example 1250 */
            shipping_total?: string;
            /** @example 1250 */
            tax_total?: string;
            /** @example 1250 */
            total_amount?: string;
            /** @example 1250 */
            total_paid?: string;
            rate?: string;
            note?: string;
            completed_at?: string | null;
            uuid?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              success: boolean;
              method: 'offline' | 'stripe' | 'paypal';
              configured: boolean;
              /** @description The method settings; secrets appear as `********` when set, never as their value. */
              data: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              order: {
                id: number;
                status: string;
                /** @description The booking id. */
                parent_id: number | null;
                order_number: string;
                type: string;
                customer_id: number;
                payment_method: string | null;
                payment_mode: string;
                payment_method_type: string;
                payment_method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                subtotal: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                tax_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_amount: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_paid: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_refunded: string;
                rate: string;
                note: string;
                ip_address: string;
                completed_at: string | null;
                refunded_at: string | null;
                /** @description The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none. */
                vendor_session_id: string;
                uuid: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                items: {
                  id: number;
                  booking_id: number | null;
                  item_name: string;
                  type: string;
                  quantity: number;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_price: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_total: string;
                }[];
                transactions: {
                  id: number;
                  uuid: string;
                  transaction_type: string;
                  payment_method: string;
                  payment_mode: string;
                  vendor_charge_id: string;
                  status: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  total: string;
                  currency: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                }[];
              };
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/integrations/settings/payment-methods/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders (paged) and the payment gateways */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orders: {
                id: number;
                status: string;
                /** @description The booking id. */
                parent_id: number | null;
                order_number: string;
                type: string;
                customer_id: number;
                payment_method: string | null;
                payment_mode: string;
                payment_method_type: string;
                payment_method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                subtotal: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                tax_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_amount: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_paid: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_refunded: string;
                rate: string;
                note: string;
                ip_address: string;
                completed_at: string | null;
                refunded_at: string | null;
                /** @description The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none. */
                vendor_session_id: string;
                uuid: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                items: {
                  id: number;
                  booking_id: number | null;
                  item_name: string;
                  type: string;
                  quantity: number;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_price: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_total: string;
                }[];
                transactions: {
                  id: number;
                  uuid: string;
                  transaction_type: string;
                  payment_method: string;
                  payment_mode: string;
                  vendor_charge_id: string;
                  status: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  total: string;
                  currency: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                }[];
              }[];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
              gateways: {
                method: 'offline' | 'stripe' | 'paypal';
                title: string;
                enabled: boolean;
                configured: boolean;
                route: string;
                description: string;
                logo: string;
                status: boolean;
                brand_color: string;
              }[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/integrations/settings/payment-methods/currencies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders (paged) and every ISO 4217 currency */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orders: {
                id: number;
                status: string;
                /** @description The booking id. */
                parent_id: number | null;
                order_number: string;
                type: string;
                customer_id: number;
                payment_method: string | null;
                payment_mode: string;
                payment_method_type: string;
                payment_method_title: string;
                currency: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                subtotal: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                discount_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_tax: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                shipping_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                tax_total: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_amount: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_paid: string;
                /** @description Integer minor units of the currency (`"1250"`). */
                total_refunded: string;
                rate: string;
                note: string;
                ip_address: string;
                completed_at: string | null;
                refunded_at: string | null;
                /** @description The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none. */
                vendor_session_id: string;
                uuid: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                created_at: string;
                /** @example 2026-11-21T11:49:22+00:00 */
                updated_at: string;
                items: {
                  id: number;
                  booking_id: number | null;
                  item_name: string;
                  type: string;
                  quantity: number;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_price: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  item_total: string;
                }[];
                transactions: {
                  id: number;
                  uuid: string;
                  transaction_type: string;
                  payment_method: string;
                  payment_mode: string;
                  vendor_charge_id: string;
                  status: string;
                  /** @description Integer minor units of the currency (`"1250"`). */
                  total: string;
                  currency: string;
                  /** @example 2026-11-21T11:49:22+00:00 */
                  created_at: string;
                }[];
              }[];
              total: number;
              per_page: number;
              current_page: number;
              last_page: number;
              from: number | null;
              to: number | null;
              data: {
                label: string;
                value: string;
                sign: string;
                decimals: number;
              }[];
            };
          };
        };
        /** @description A path or query parameter is invalid. For example: `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400}}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/settings/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Global payment settings: currency, payments on or off, unpaid hold time */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              payments: {
                currency: string;
                is_active: 'yes' | 'no';
                currency_position: 'left' | 'right' | 'left_space' | 'right_space';
                number_format: 'comma_separated' | 'dot_separated';
                unpaid_release_minutes: number;
                currency_name: string;
                currency_sign: string;
                decimal_points: number;
              };
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user. For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Save the global payment settings (FluentBooking: `{ payments: {...} }`) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            payments?: {
              currency?: string;
              is_active?: 'yes' | 'no';
              currency_position?: 'left' | 'right' | 'left_space' | 'right_space';
              number_format?: 'comma_separated' | 'dot_separated';
              unpaid_release_minutes?: number;
            };
            currency?: string;
            is_active?: 'yes' | 'no';
            currency_position?: 'left' | 'right' | 'left_space' | 'right_space';
            number_format?: 'comma_separated' | 'dot_separated';
            unpaid_release_minutes?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              payments: {
                currency: string;
                is_active: 'yes' | 'no';
                currency_position: 'left' | 'right' | 'left_space' | 'right_space';
                number_format: 'comma_separated' | 'dot_separated';
                unpaid_release_minutes: number;
                currency_name: string;
                currency_sign: string;
                decimal_points: number;
              };
            };
          };
        };
        /** @description No credentials, or wrong ones (`incorrect_password`, `invalid_username`). For example: `{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that. Authenticate with an application password.","data":{"status":401}}` */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed for this user, or sent by another site (`cross_site_request`). For example: `{"code":"cross_site_request","message":"This request comes from another site.","data":{"status":403}}` */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The body is neither JSON nor a form. For example: `{"code":"rest_json_sent_as_form","message":"This body is JSON but was sent as a form.","data":{"status":415}}` */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Invalid fields; `data.errors` maps each field to its failed rules. For example: `{"code":"rest_validation_failed","message":"The email must be a valid email.","data":{"status":422}}` */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this client (`Retry-After` says when to retry). For example: `{"code":"rest_rate_limited","message":"Too many requests. Try again in 30 seconds.","data":{"status":429}}` */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Every error, in the WordPress REST shape. */
    Error: {
      code: string;
      message: string;
      data: {
        status: number;
      } & {
        [key: string]: unknown;
      };
    };
    User: {
      id: number;
      username: string;
      name: string;
      first_name: string;
      last_name: string;
      email: string;
      role: string;
      roles: string[];
      permissions: string[];
      timezone: string;
      /** @description The clock the user reads times in (the dashboard and the e-mails to them); null until chosen (the dashboard then follows the browser's language and stores it). */
      time_format: ('12h' | '24h') | null;
      /** @description The order the user reads dates in; null until chosen, like `time_format`. */
      date_order: ('dmy' | 'mdy' | 'ymd') | null;
      /** @description When the user kept or changed their `timezone` after the dashboard found their browser in another zone; null while not asked. */
      zone_confirmed_at: string | null;
      /** @description False once an administrator deactivated the user: they cannot sign in, and their sessions and application passwords are refused. */
      active: boolean;
      /** @example 2026-11-21T11:49:22+00:00 */
      created_at: string;
      /** @example 2026-11-21T11:49:22+00:00 */
      updated_at: string;
    };
    ApplicationPassword: {
      uuid: string;
      app_id: string;
      name: string;
      /** @example 2026-11-21T11:49:22+00:00 */
      created: string;
      last_used: string | null;
      last_ip: string | null;
    };
    AccessToken: {
      id: number;
      name: string;
      scopes: (
        | 'bookings:read'
        | 'bookings:write'
        | 'availability:read'
        | 'event-types:read'
        | 'event-types:write'
        | 'contacts:read'
        | 'webhooks:write'
      )[];
      /** @description The calendars the token reaches; null: every calendar its user reaches. */
      calendar_ids: number[] | null;
      expires_at: string | null;
      last_used_at: string | null;
      last_ip: string | null;
      /** @example 2026-11-21T11:49:22+00:00 */
      created_at: string;
    };
    Booking: {
      id: number;
      hash: string;
      calendar_id: number;
      event_id: number;
      /** @description Bookings of one group-event slot share it. */
      group_id: number;
      fcrm_id: number | null;
      parent_id: number | null;
      host_user_id: number;
      /** @description The user with the guest e-mail, 0 when none. */
      person_user_id: number;
      person_contact_id: number | null;
      person_time_zone: string;
      /**
       * @description `YYYY-MM-DD HH:MM:SS` in UTC
       * @example 2026-11-21 11:00:00
       */
      start_time: string;
      /**
       * @description `YYYY-MM-DD HH:MM:SS` in UTC
       * @example 2026-11-21 11:00:00
       */
      end_time: string;
      slot_minutes: number;
      first_name: string;
      last_name: string;
      email: string;
      message: string;
      /** @description Host-only note; empty in guest answers. */
      internal_note: string;
      phone: string;
      country: string;
      ip_address: string;
      browser: string;
      device: string;
      other_info: {
        [key: string]: unknown;
      } | null;
      location_details:
        | ({
            type: string;
            title?: string;
            description?: string;
            online_platform_link?: string;
          } & {
            [key: string]: unknown;
          })
        | null;
      cancelled_by: number | null;
      /** @description scheduled, pending, completed, cancelled, rejected or no_show */
      status: string;
      /** @description web (public form) or admin */
      source: string;
      booking_type: string;
      event_type: string;
      payment_status: string | null;
      payment_method: string | null;
      source_url: string;
      source_id: number | null;
      utm_source: string;
      utm_medium: string;
      utm_campaign: string;
      utm_term: string;
      utm_content: string;
      /** @example 2026-11-21T11:49:22+00:00 */
      created_at: string;
      /** @example 2026-11-21T11:49:22+00:00 */
      updated_at: string;
      /** @description The event title when booked; kept when the event is deleted. */
      event_title: string;
      /** @description The event, or null when it was deleted. */
      calendar_event: {
        id: number;
        hash: string;
        user_id: number;
        calendar_id: number;
        duration: number;
        title: string;
        slug: string;
        media_id: number;
        description: string;
        settings: {
          /** @enum {string} */
          schedule_type: 'weekly_schedules';
          weekly_schedules: {
            sun: {
              enabled: boolean;
              slots: {
                /** @example 09:00 */
                start: string;
                /** @example 09:00 */
                end: string;
              }[];
            };
            mon: {
              enabled: boolean;
              slots: {
                /** @example 09:00 */
                start: string;
                /** @example 09:00 */
                end: string;
              }[];
            };
            tue: {
              enabled: boolean;
              slots: {
                /** @example 09:00 */
                start: string;
                /** @example 09:00 */
                end: string;
              }[];
            };
            wed: {
              enabled: boolean;
              slots: {
                /** @example 09:00 */
                start: string;
                /** @example 09:00 */
                end: string;
              }[];
            };
            thu: {
              enabled: boolean;
              slots: {
                /** @example 09:00 */
                start: string;
                /** @example 09:00 */
                end: string;
              }[];
            };
            fri: {
              enabled: boolean;
              slots: {
                /** @example 09:00 */
                start: string;
                /** @example 09:00 */
                end: string;
              }[];
            };
            sat: {
              enabled: boolean;
              slots: {
                /** @example 09:00 */
                start: string;
                /** @example 09:00 */
                end: string;
              }[];
            };
          };
          date_overrides: {
            [key: string]: {
              /** @example 09:00 */
              start: string;
              /** @example 09:00 */
              end: string;
            }[];
          };
          /** @enum {string} */
          range_type: 'range_days' | 'range_date_between' | 'range_indefinite';
          range_days: number;
          range_date_between: string[];
          schedule_conditions: {
            value: number;
            /** @enum {string} */
            unit: 'minutes' | 'hours' | 'days' | 'weeks';
          };
          buffer_time_before: number;
          buffer_time_after: number;
          /** @description Minutes between slot starts; null means the duration. */
          slot_interval: number | null;
          team_members: number[];
          multi_duration: {
            enabled: boolean;
            default_duration: number;
            available_durations: number[];
          };
          booking_frequency: {
            enabled: boolean;
            limits: {
              /** @enum {string} */
              unit: 'per_day' | 'per_week' | 'per_month';
              value: number;
            }[];
          };
          booking_duration: {
            enabled: boolean;
            limits: {
              /** @enum {string} */
              unit: 'per_day' | 'per_week' | 'per_month';
              value: number;
            }[];
          };
          lock_timezone: {
            enabled: boolean;
            timezone: string;
          };
          booking_title: string;
          submit_button_text: string;
          can_not_cancel: {
            enabled: boolean;
            /** @enum {string} */
            type: 'always' | 'conditional';
            message: string;
            condition: {
              /** @enum {string} */
              unit: 'minutes' | 'hours' | 'days' | 'weeks';
              value: number;
            };
          };
          can_not_reschedule: {
            enabled: boolean;
            /** @enum {string} */
            type: 'always' | 'conditional';
            message: string;
            condition: {
              /** @enum {string} */
              unit: 'minutes' | 'hours' | 'days' | 'weeks';
              value: number;
            };
          };
          requires_confirmation: {
            enabled: boolean;
            /** @enum {string} */
            type: 'always' | 'conditional';
            condition: {
              /** @enum {string} */
              unit: 'minutes' | 'hours' | 'days' | 'weeks';
              value: number;
            };
          };
          custom_redirect: {
            enabled: boolean;
            redirect_url: string;
            /** @enum {string} */
            is_query_string: 'yes' | 'no';
            query_string: string;
          };
          multiple_booking: {
            /** @description Always false: Slotbook books one slot per request. */
            enabled: boolean;
            limit: number;
          };
          /** @description The availability schedule of each host: the owner's is the event's `availability_id`; a team member without an entry uses their default schedule. */
          hosts_schedules: {
            [key: string]: number;
          };
          /** @description The location types Slotbook accepts in `location_settings`, by group. */
          location_fields: {
            [key: string]: {
              label: string;
              options: {
                [key: string]: {
                  title: string;
                  disabled?: boolean;
                  location_type?: string;
                };
              };
            };
          };
        };
        availability_type: string;
        availability_id: number | null;
        status: string;
        type: string;
        color_schema: string;
        location_type: string;
        location_heading: string;
        location_settings: {
          type: string;
          title: string;
          display_on_booking: boolean;
          description: string;
          meeting_link: string;
          host_phone_number: string;
        }[];
        event_type: string;
        is_display_spots: boolean;
        max_book_per_slot: number;
        /** @example 2026-11-21T11:49:22+00:00 */
        created_at: string;
        /** @example 2026-11-21T11:49:22+00:00 */
        updated_at: string;
      } | null;
      /** @description The calendar, or null when it was deleted. */
      calendar: {
        id: number;
        hash: string;
        user_id: number;
        account_id: number;
        parent_id: number | null;
        title: string;
        slug: string;
        media_id: number;
        description: string;
        settings: {
          [key: string]: unknown;
        };
        status: string;
        type: string;
        event_type: string;
        account_type: string;
        visibility: string;
        author_timezone: string;
        max_book_per_slot: number;
        /** @example 2026-11-21T11:49:22+00:00 */
        created_at: string;
        /** @example 2026-11-21T11:49:22+00:00 */
        updated_at: string;
      } | null;
      /** @description The event, its host and its guest: "Intro call meeting between Ada and Bob". */
      title: string;
      author: {
        id: number;
        name: string;
        email: string;
        first_name: string;
        last_name: string;
        avatar: string;
      };
      additional_guests: string[];
      booking_status_text: string;
      payment_status_text: string;
      custom_form_data: {
        [key: string]: {
          label: string;
          value: string[] | string;
        };
      };
      /** @description The meeting a connected Google, Microsoft or Zoom account made for the booking (its location is Google Meet, MS Teams or Zoom), or null: none (yet). */
      online_meeting: {
        /** @enum {string} */
        provider: 'google_meet' | 'microsoft_teams' | 'zoom';
        /** @description Where the guest and hosts join (https). */
        join_url: string;
        passcode?: string;
        /** @description The meeting's id at its provider. */
        external_id?: string;
      } | null;
      reschedule_url: string;
      cancel_url: string;
      /** @example 2026-11-21T11:00:00+00:00 */
      start_time_iso: string;
      end_time_iso: string;
      /**
       * @description In the host's booking answers (`GET /schedules`, `GET /schedules/{id}`): for a scheduled booking, `happening_now` (started, not ended), `starting_soon` (starts within 30 minutes) or `recently_happened` (ended within the hour), with its label; else empty.
       * @example {
       *       "starting_soon": "Starting Soon"
       *     }
       */
      happening_status?: {
        [key: string]: string;
      };
    };
    Contact: {
      id: number;
      email: string;
      first_name: string;
      last_name: string;
      full_name: string;
      phone: string;
      timezone: string;
      address_line_1: string;
      address_line_2: string;
      city: string;
      state: string;
      postal_code: string;
      country: string;
      address: string;
      tags: {
        id: number;
        title: string;
        slug: string;
      }[];
      /** @example 2026-11-21T11:49:22+00:00 */
      created_at: string;
      /** @example 2026-11-21T11:49:22+00:00 */
      updated_at: string;
    };
    Webhook: {
      id: number;
      user_id: number;
      calendar_id: number | null;
      url: string;
      description: string;
      events: string[];
      active: boolean;
      disabled_reason: string | null;
      previous_secret_expires_at: string | null;
      /** @example 2026-11-21T11:49:22+00:00 */
      created_at: string;
      /** @example 2026-11-21T11:49:22+00:00 */
      updated_at: string;
    };
    Connection: {
      id: number;
      /** @description caldav, ics, google, microsoft or zoom */
      kind: string;
      name: string;
      /** @description The CalDAV server URL, the feed's origin, or Google's, Microsoft Graph's or Zoom's API address */
      server: string;
      /** @description The CalDAV user name, or the Google, Microsoft or Zoom account */
      username: string;
      /** @description Google, Microsoft or Zoom refused the grant (revoked or expired): not used until the account is connected again */
      needs_reconnect: boolean;
      calendars: {
        id: number;
        name: string;
        blocks: boolean;
        receives_bookings: boolean;
        busy_intervals: number;
      }[];
      sync: {
        last_attempt_at: string | null;
        last_success_at: string | null;
        age_seconds: number | null;
        /** @description No successful sync for three sync periods; its busy time still blocks */
        stale: boolean;
        last_error: string | null;
        /** @description Since when syncs have failed with no success between (null when the last one succeeded); after an hour the host is mailed once */
        failing_since: string | null;
        /** @description Calendar objects downloaded by the last sync */
        last_fetched: number;
        /** @example 2026-11-21T11:49:22+00:00 */
        next_sync_at: string;
      };
      /** @example 2026-11-21T11:49:22+00:00 */
      created_at: string;
      /** @example 2026-11-21T11:49:22+00:00 */
      updated_at: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
