//! `bao serve` and a client that asks for no terminal (`ssh -T`, input from a pipe), end to end with russh's
//! client: the session gets the line mode instead of a refusal, in plain text that does not echo the player's
//! typing back, plays a move the computer answers, and ends with the client's input (the game saved).

use russh::ChannelMsg;
use russh::client::Msg;

use super::serve_e2e::{Server, WAIT, key, login, runtime};

/// Reads the session's output into `output` until it holds `text`; returns whether the session has ended.
async fn read_until(channel: &mut russh::Channel<Msg>, output: &mut Vec<u8>, text: &str) {
    let deadline = tokio::time::Instant::now() + WAIT;
    while !String::from_utf8_lossy(output).contains(text) {
        match tokio::time::timeout_at(deadline, channel.wait()).await {
            Ok(Some(ChannelMsg::Data { data })) => output.extend_from_slice(&data),
            Ok(Some(ChannelMsg::ExtendedData { data, .. })) => panic!("standard error: {data:?}"),
            Ok(Some(_)) => {}
            Ok(None) | Err(_) => panic!("waiting for {text:?}; output:\n{}", String::from_utf8_lossy(output)),
        }
    }
}

#[test]
fn a_client_without_a_terminal_plays_line_by_line() {
    let server = Server::start("serve-lines", &[], &[]);
    runtime().block_on(async {
        let handle = login(server.address, "ali", &key(1)).await.unwrap();
        let mut channel = handle.channel_open_session().await.unwrap();
        channel.request_shell(true).await.unwrap();
        let mut output = Vec::new();
        read_until(&mut channel, &mut output, "Choose a game:").await;
        channel.data_bytes(b"play kingulu person 1\n".to_vec()).await.unwrap();
        read_until(&mut channel, &mut output, "South to move: your turn.").await;
        channel.data_bytes(b"A3\n".to_vec()).await.unwrap();
        read_until(&mut channel, &mut output, "North (computer, level 1) played ").await;
        read_until(&mut channel, &mut output, "South to move: your turn.\r\nSouth> ").await;
        // The end of the client's input ends the program, as quit does.
        channel.eof().await.unwrap();
        let mut status = None;
        while let Ok(Some(message)) = tokio::time::timeout(WAIT, channel.wait()).await {
            match message {
                ChannelMsg::Data { data } => output.extend_from_slice(&data),
                ChannelMsg::ExitStatus { exit_status } => status = Some(exit_status),
                ChannelMsg::Close => break,
                _ => {}
            }
        }
        assert_eq!(status, Some(0));
        let text = String::from_utf8(output).unwrap();
        assert!(text.contains("South (you) played A3.\r\n"), "{text}");
        assert!(text.contains("Goodbye.\r\nThe game is saved as kingulu-"), "{text}");
        assert!(!text.contains("person 1"), "the player's typing is not echoed back: {text}");
        let bytes = text.as_bytes();
        for (at, &byte) in bytes.iter().enumerate() {
            let line_end = byte == b'\n' || (byte == b'\r' && bytes.get(at + 1) == Some(&b'\n'));
            assert!(byte >= b' ' || line_end, "control character {byte:#x} at byte {at}: {text}");
        }
        server.wait_log("ali (80x24, line by line)");
    });
}
